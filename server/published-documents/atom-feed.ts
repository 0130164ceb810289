// The Atom feed (RFC 4287) of newly published investor documents. Entry ids
// are the documents' own (stable across replacements), so a feed reader
// shows each publication once.
import { DEFAULT_LANG, type Lang } from "#shared/locales";
import type { LiveDocument } from "./publications";

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

type FeedInput = {
  lang: Lang;
  /** The site's origin as the request reached it: feed links must be absolute. */
  origin: string;
  /** The library page's path in this language ("/investors", "/hi/investors"). */
  library: string;
  title: string;
  subtitle: string;
  /** Newest first. */
  documents: readonly LiveDocument[];
};

export function atomFeed(input: FeedInput): string {
  const { origin, library } = input;
  const self = `${origin}${library}/feed.xml`;
  // A feed with no entries still needs an <updated>: the epoch says "nothing yet".
  const updated = input.documents[0]?.publishedAt ?? new Date(0).toISOString();
  const entries = input.documents.map((d) =>
    [
      "  <entry>",
      `    <id>urn:uuid:${d.id}</id>`,
      // The Hindi feed in Hindi where the secretary gave a Hindi title.
      `    <title>${escapeXml((input.lang !== DEFAULT_LANG && d.titleHi) || d.title)}</title>`,
      `    <link rel="alternate" type="application/pdf" href="${escapeXml(`${origin}${d.url}`)}"/>`,
      `    <published>${d.publishedAt}</published>`,
      `    <updated>${d.publishedAt}</updated>`,
      `    <summary>${escapeXml(`${d.folder.join(" / ")} · ${d.name}.pdf · ${d.disclosureDate}`)}</summary>`,
      "  </entry>",
    ].join("\n"),
  );
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${input.lang}">`,
    `  <id>${escapeXml(self)}</id>`,
    `  <title>${escapeXml(input.title)}</title>`,
    `  <subtitle>${escapeXml(input.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}${library}`)}"/>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    `</feed>`,
    "",
  ].join("\n");
}
