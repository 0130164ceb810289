// The small page an emailed link answers with: our own words only (never the
// visitor's data), in the request's language, and at most one button that
// POSTs back to the same link. Mail scanners fetch the links in an email, so
// opening one only shows this page; the button's POST is what acts.
import type { FastifyReply } from "fastify";
import { type Lang, localizedPath } from "#shared/locales";

// The API's own policy forbids every form (form-action 'none'); this page's button must post back here.
const PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type LinkPage = {
  lang: Lang;
  title: string;
  /** Each a paragraph; the first is the page's status (what happened, or what the button will do). */
  sentences: readonly string[];
  button?: { action: string; label: string } | undefined;
  back: { path: string; label: string };
};

export function sendLinkPage(reply: FastifyReply, status: number, p: LinkPage) {
  const [first = "", ...rest] = p.sentences;
  const form = p.button
    ? `<form method="post" action="${escapeHtml(p.button.action)}"><button type="submit">${escapeHtml(p.button.label)}</button></form>`
    : "";
  const html = [
    `<!doctype html><html lang="${p.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${escapeHtml(p.title)}</title></head>`,
    `<body><main><h1>${escapeHtml(p.title)}</h1><p role="status">${escapeHtml(first)}</p>`,
    ...rest.map((s) => `<p>${escapeHtml(s)}</p>`),
    form,
    `<p><a href="${escapeHtml(localizedPath(p.lang, p.back.path))}">${escapeHtml(p.back.label)}</a></p></main></body></html>`,
  ].join("");
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header("content-security-policy", PAGE_CSP)
    .header("referrer-policy", "no-referrer")
    .type("text/html; charset=utf-8")
    .send(html);
}
