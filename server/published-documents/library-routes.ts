// The public side of published documents: the live part of the library as
// JSON with an ETag (every process reads the same database, so a publication
// is seen everywhere on the next poll), the documents' bytes at their
// library address (or 410 Gone with a short page once withdrawn), and the
// Atom feeds of /investors and /hi/investors.
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { LIVE_DOCUMENTS_PATH, type LiveDocument as PublicDocument } from "#shared/documents/live";
import { DEFAULT_LANG, LANGS, LOCALES, type Lang, localizedPath, perLang } from "#shared/locales";
import { formCopies } from "../generated/form-copies";
import type { Database } from "../db/schema";
import { ownOrigin } from "../plugins/same-origin";
import { isNotModified } from "../http/conditional-get";
import { contentDisposition } from "../http/document-paths";
import { type LiveDocument, type LiveText, documentAt, liveDocuments, liveTexts } from "./publications";
import { MAX_QUERY_CHARS, type TextIndexEntry, buildTextIndex, searchText } from "#shared/documents/text-search";
import { atomFeed } from "./atom-feed";
import type { BuiltLibrary } from "./built-library";

const FEED_ENTRIES = 50;
const SEARCH_PATH = "/api/documents/search";
const SEARCH_HITS = 20;
/** How old the search index of a process may be: well inside "findable within 10 seconds". */
const TEXT_INDEX_MS = 3000;
const COPY = perLang((lang) => formCopies[lang].investors.investorsPublished);

type LibraryRoutesOptions = { now: () => Date; built: BuiltLibrary };

const etagOf = (body: string) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

const header = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

/** Answers 304 when the client holds this body already; otherwise the body with its ETag. */
function sendWithEtag(req: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = etagOf(body);
  // no-cache: a copy may be kept, but is checked every time (the page polls; a publication must show within seconds).
  reply.header("etag", etag).header("cache-control", "no-cache");
  if (isNotModified(header(req, "if-none-match"), undefined, { etag, lastModified: new Date(0) })) return reply.code(304).send();
  return reply.type(type).send(body);
}

export function registerLibraryRoutes(app: FastifyInstance, db: Kysely<Database>, options: LibraryRoutesOptions) {
  app.get(LIVE_DOCUMENTS_PATH, async (req, reply) => {
    const documents = await liveDocuments(db, options.now());
    return sendWithEtag(req, reply, "application/json; charset=utf-8", JSON.stringify({ documents: documents.map(publicFields) }));
  });

  // Search inside the published documents' text. The index is rebuilt from the database at most every
  // TEXT_INDEX_MS, so a new publication is findable within seconds on every process, and a query costs
  // no database round trip.
  let textIndex: { builtAt: number; index: TextIndexEntry<LiveText>[] } | undefined;
  // The build's documents never change while the process runs: indexed once.
  let builtIndex: Promise<TextIndexEntry<LiveText>[]> | undefined;
  app.get(SEARCH_PATH, async (req, reply) => {
    const q = (req.query as { q?: unknown }).q;
    if (typeof q !== "string" || q.length > MAX_QUERY_CHARS)
      return reply.code(400).send({ error: `q must be a search of at most ${MAX_QUERY_CHARS} characters.` });
    const now = options.now();
    if (!textIndex || now.getTime() - textIndex.builtAt > TEXT_INDEX_MS || now.getTime() < textIndex.builtAt) {
      textIndex = { builtAt: now.getTime(), index: buildTextIndex(await liveTexts(db, now)) };
    }
    builtIndex ??= options.built.texts().then((texts) => buildTextIndex(texts));
    // Published documents first: newer, and what someone following disclosures looks for.
    const hits = [...searchText(textIndex.index, q, SEARCH_HITS), ...searchText(await builtIndex, q, SEARCH_HITS)]
      .slice(0, SEARCH_HITS)
      .map((h) => ({ url: h.doc.url, folder: h.doc.folder, name: h.doc.name, title: h.doc.title, snippet: h.snippet }));
    reply.header("cache-control", "no-cache");
    return { hits };
  });

  for (const lang of LANGS) {
    const library = localizedPath(lang, "/investors");
    app.get(`${library}/feed.xml`, async (req, reply) => {
      const origin = ownOrigin(req) ?? "";
      const documents = (await liveDocuments(db, options.now())).slice(0, FEED_ENTRIES);
      const xml = atomFeed({ lang, origin, library, title: COPY[lang].feedTitle, subtitle: COPY[lang].feedSubtitle, documents });
      return sendWithEtag(req, reply, "application/atom+xml; charset=utf-8", xml);
    });
  }
}

/** What the page needs (the staff-only id stays out). */
function publicFields(d: LiveDocument): PublicDocument {
  return {
    folder: d.folder,
    name: d.name,
    title: d.title,
    ...(d.titleHi ? { titleHi: d.titleHi } : {}),
    url: d.url,
    size: d.size,
    type: d.type,
    disclosureDate: d.disclosureDate,
    publishedAt: d.publishedAt,
  };
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The short page a withdrawn document's address answers, in both languages (the address has none). */
function gonePage(): string {
  const part = (lang: Lang) =>
    `<section lang="${lang}"><h1>${escapeHtml(COPY[lang].gone.title)}</h1><p>${escapeHtml(COPY[lang].gone.text)}</p><p><a href="${localizedPath(lang, "/investors")}">${escapeHtml(COPY[lang].gone.link)}</a></p></section>`;
  return `<!doctype html><html lang="${LOCALES[DEFAULT_LANG].htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(COPY[DEFAULT_LANG].gone.title)}</title></head><body>${LANGS.map(part).join("")}</body></html>`;
}

/**
 * For the documents route: answers a published document's address from the
 * database. False when no published document has that address (the route
 * then answers its 404).
 */
export function publishedDocumentResponder(db: Kysely<Database>, now: () => Date) {
  return async (url: string, req: FastifyRequest, reply: FastifyReply, download: boolean): Promise<boolean> => {
    const found = await documentAt(db, url, now());
    if (found.kind === "none") return false;
    if (found.kind === "gone") {
      await reply.code(410).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(gonePage());
      return true;
    }
    // The content's hash: a replaced document gets a new tag at the same address.
    const etag = `"${found.sha256.slice(0, 32)}"`;
    reply.header("etag", etag).header("cache-control", "no-cache").header("x-content-type-options", "nosniff");
    if (isNotModified(header(req, "if-none-match"), undefined, { etag, lastModified: new Date(0) })) {
      await reply.code(304).send();
      return true;
    }
    await reply
      .header("content-type", "application/pdf")
      .header("content-disposition", contentDisposition(download ? "attachment" : "inline", found.fileName))
      .header("content-length", found.size)
      .send(req.method === "HEAD" ? undefined : Buffer.from(found.bytes));
    return true;
  };
}
