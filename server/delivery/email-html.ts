// What the emails to visitors share: their HTML escaping, and a message of plain lines and links written both as
// text and as a small HTML page in the reader's language (the privacy desk's and the investor alerts' emails).

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A line of an email: a sentence, or a link written out in full. */
export type EmailLine = string | { link: string };

/** The message's text (subject first) and its HTML, one paragraph a line. */
export function linesEmail(lang: string, subject: string, lines: EmailLine[]): { text: string; html: string } {
  const text = [subject, "", ...lines.map((l) => (typeof l === "string" ? l : l.link)), ""].join("\n");
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:16px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">`,
    ...lines.map((l) =>
      typeof l === "string" ? `<p>${escapeHtml(l)}</p>` : `<p><a href="${escapeHtml(l.link)}">${escapeHtml(l.link)}</a></p>`,
    ),
    `</body></html>`,
  ].join("\n");
  return { text, html };
}
