// The small page an emailed link answers with: our own words only (never the
// visitor's data), in the request's language, and at most one button that
// POSTs back to the same link. Mail scanners fetch the links in an email, so
// opening one only shows this page; the button's POST is what acts.
import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";
import { type Lang, localizedPath } from "#shared/locales";
import { escapeHtml } from "../delivery/email-html";

// A few lines of the site's look (its navy and type), inline: the page loads nothing else, and the
// policy allows exactly this stylesheet by its hash.
const STYLE =
  "body{margin:0;padding:0 1rem;background:#f2f6fb;color:#0f1b2d;font:1rem/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}" +
  "main{max-width:40rem;margin:3rem auto;padding:1.5rem 2rem;background:#fff;border-top:4px solid #0b2545;border-radius:.5rem}" +
  "h1{color:#0b2545;font-size:1.75rem;line-height:1.25}" +
  "button{font:inherit;font-weight:600;color:#fff;background:#0b2545;border:0;border-radius:.375rem;padding:.625rem 1.25rem;cursor:pointer}" +
  "button:hover{background:#133a6b}button:focus-visible,a:focus-visible{outline:3px solid #d97706;outline-offset:2px}a{color:#1d4f8f}";
const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");
// The API's own policy forbids every form (form-action 'none'); this page's button must post back here.
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'`;

type LinkPage = {
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
    `<meta name="robots" content="noindex"><title>${escapeHtml(p.title)}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(p.title)}</h1><p role="status">${escapeHtml(first)}</p>`,
    ...rest.map((s) => `<p>${escapeHtml(s)}</p>`),
    form,
    // noreferrer: the way back must not carry this page's address, token included, to the next page's logs.
    `<p><a rel="noreferrer" href="${escapeHtml(localizedPath(p.lang, p.back.path))}">${escapeHtml(p.back.label)}</a></p></main></body></html>`,
  ].join("");
  // The site's usual Referrer-Policy stays: with no-referrer Chromium sends the button's POST with
  // "Origin: null", which the cross-site refusal must refuse.
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header("content-security-policy", PAGE_CSP)
    .type("text/html; charset=utf-8")
    .send(html);
}
