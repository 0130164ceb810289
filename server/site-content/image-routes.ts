// Images uploaded from the console (docs/decisions/130-live-site-content.md):
// each for a place on the pages (a hero slide, a partner's logo...), shaped
// and sized like the build's image in that place, with its description for
// people who cannot see it in every language. The build's image pipeline
// converts it in the render worker; the files are stored once and every
// process serves them within its next poll. A section then names the image.
import type { FastifyRequest } from "fastify";
import { LANGS, LOCALES, TRANSLATED_LANGS } from "#shared/locales";
import { languageName } from "#shared/site-content";
import { hasLetterOf } from "#shared/latin-runs";
import { appendAudit } from "../audit/audit-trail";
import { readMultipart } from "../uploads/read-multipart";
import { UNTYPEABLE } from "#shared/staff-api/common";
import { StaffError, type StaffRoute, sessionOf, typedText } from "../staff/staff-route";
import type { ImageAnswer } from "#shared/staff-api/content";
import { CONTENT_ROLES } from "#shared/staff-api/roles";
import { type ContentApi, refuse } from "./content-api";
import { storeFiles } from "./generations";
import { serverDb } from "./tables";

/** Where an uploaded image may go, and the build's image in that place, whose widths and shape it takes. */
const IMAGE_USAGES: Readonly<Record<string, string>> = {
  "hero-slide": "hero-manufacturing",
  "about-photo": "about-team",
  banner: "product-hero",
  portrait: "leader-ceo",
  "partner-logo": "partner-vittkosh",
  "social-card": "og-default",
};

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_ALT = 250;
const NAME = /^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$/;

const IMAGE_REFUSED = {
  file: "Choose the image to upload (at most 5 MB).",
  name: "Give the image a name of 3 to 60 lowercase letters, digits and hyphens, e.g. partner-acme-logo.",
  taken: "The site already has an image of that name: choose another.",
  usage: `Say where the image goes: ${Object.keys(IMAGE_USAGES).join(", ")}.`,
  alt: (lang: string) => `Describe the image in ${lang} for people who cannot see it (at most ${MAX_ALT} characters).`,
  altScript: (lang: string) => `The ${lang} description must be written in ${lang}.`,
} as const;

type Entry = [number, number, string, number[], 0 | 1];

async function readImage(req: FastifyRequest) {
  const read = await readMultipart(req, {
    maxFileBytes: MAX_IMAGE_BYTES,
    maxFiles: 1,
    parserLimits: { fileSize: MAX_IMAGE_BYTES, files: 1 },
  });
  if (!read.ok) {
    if (read.refusal === "file-too-large") throw new StaffError(413, IMAGE_REFUSED.file);
    throw new StaffError(400, "The upload could not be read (it is not well-formed multipart). Please send it again.");
  }
  const file = read.files[0];
  if (!file || file.bytes.length === 0) throw new StaffError(422, IMAGE_REFUSED.file);
  return { fields: read.fields, bytes: file.bytes };
}

export function imageRoutes(api: ContentApi): StaffRoute[] {
  const { engine } = api;
  const answer = (name: string, usage: string, entry: Entry, alt: Record<string, string>): ImageAnswer => ({
    name,
    usage,
    width: entry[0],
    height: entry[1],
    alt,
    url: `/img/${name}-${entry[3].at(-1)}.${entry[2]}.webp`,
  });
  return [
    {
      key: "GET /content/images",
      method: "GET",
      url: "/content/images",
      access: CONTENT_ROLES,
      handler: async () => {
        const rows = await engine.db.selectFrom("siteImages").select(["name", "usage", "entry", "alt"]).orderBy("name").execute();
        return {
          usages: Object.keys(IMAGE_USAGES),
          images: rows.map((r) => answer(r.name, r.usage, JSON.parse(r.entry) as Entry, JSON.parse(r.alt) as Record<string, string>)),
        };
      },
    },
    {
      key: "POST /content/images",
      method: "POST",
      url: "/content/images",
      access: CONTENT_ROLES,
      multipart: true,
      handler: async (req, reply) => {
        const actor = sessionOf(req).user.email;
        const { fields, bytes } = await readImage(req);
        const problems: { path: string[]; message: string }[] = [];
        const name = fields.name?.trim() ?? "";
        if (!NAME.test(name)) problems.push({ path: ["name"], message: IMAGE_REFUSED.name });
        else if (name in engine.baseline.images) problems.push({ path: ["name"], message: IMAGE_REFUSED.taken });
        const usage = fields.usage ?? "";
        const like = IMAGE_USAGES[usage];
        if (!like) problems.push({ path: ["usage"], message: IMAGE_REFUSED.usage });
        const alt: Record<string, string> = {};
        for (const lang of LANGS) {
          const text = fields[`alt-${lang}`]?.trim() ?? "";
          const language = languageName(lang);
          if (!text || text.length > MAX_ALT) problems.push({ path: [`alt-${lang}`], message: IMAGE_REFUSED.alt(language) });
          else if (!typedText(text)) problems.push({ path: [`alt-${lang}`], message: `The description ${UNTYPEABLE}.` });
          else if (TRANSLATED_LANGS.includes(lang) && !hasLetterOf(text, LOCALES[lang].script))
            problems.push({ path: [`alt-${lang}`], message: IMAGE_REFUSED.altScript(language) });
          alt[lang] = text;
        }
        if (problems.length) return refuse(reply, problems, "The image was not uploaded: correct the fields named below.");
        const place = engine.baseline.images[like!] as Entry;
        const converted = await engine.convertImage({
          name,
          source: bytes,
          widths: place[3],
          aspect: place[0] / place[1],
          social: place[4] === 1,
        });
        if (!converted.ok) return refuse(reply, converted.problems, "The image was not uploaded.");
        const entry = converted.entry as Entry;
        const at = engine.now().toISOString();
        const stored = await engine.db.transaction().execute(async (tx) => {
          const taken = await tx.selectFrom("siteImages").select("name").where("name", "=", name).executeTakeFirst();
          if (taken) return false;
          await storeFiles(tx, converted.files, at);
          await tx
            .insertInto("siteImages")
            .values({
              name,
              usage,
              entry: JSON.stringify(entry),
              files: JSON.stringify(converted.files.map((f) => ({ path: f.path, sha256: f.sha256 }))),
              alt: JSON.stringify(alt),
              uploadedBy: actor,
              createdAt: at,
            })
            .execute();
          await appendAudit(
            serverDb(tx),
            engine.kind,
            { actor, action: "content.image-uploaded", subject: name, detail: { usage, files: converted.files.length } },
            engine.now(),
          );
          return true;
        });
        if (!stored) return refuse(reply, [{ path: ["name"], message: IMAGE_REFUSED.taken }], "The image was not uploaded.");
        await api.live.refresh();
        return reply.code(201).send({ image: answer(name, usage, entry, alt) });
      },
    },
  ];
}
