// The two links a person receives by email: the confirmation of their request
// (a withdrawal takes effect when it is opened) and the one-time download of
// their copy. Both answer in the request's language; neither says whether an
// unknown token ever existed.
import type { FastifyInstance, FastifyReply } from "fastify";
import { perLang } from "#shared/locales";
import { formCopies } from "../generated/form-copies";
import { DEFAULT_LANG, type Lang, isLang, localizedPath } from "#shared/locales";
import { appendAudit } from "../audit/audit-trail";
import { findSubmission } from "../submissions/queries";
import { buildDataCopy } from "./data-copy";
import { TOKEN_PATTERN, tokenHash } from "./privacy-tokens";
import { type PrivacyContext, VISITOR_ACTOR, confirmRequest, requestEmail } from "./requests";
import { COPY_PATH, CONFIRM_PATH, YOUR_DATA_PATH } from "./visitor-email";

const words = perLang((lang) => formCopies[lang].privacyEmails.privacyEmails);
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

/** A small page of our own words (no visitor data): the outcome and the way back. */
function page(reply: FastifyReply, status: number, lang: Lang, sentence: string) {
  const w = words[lang].page;
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${escapeHtml(w.title)}</title></head>`,
    `<body><main><h1>${escapeHtml(w.title)}</h1><p role="status">${escapeHtml(sentence)}</p>`,
    `<p><a href="${localizedPath(lang, YOUR_DATA_PATH)}">${escapeHtml(w.back)}</a></p></main></body></html>`,
  ].join("");
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .type("text/html; charset=utf-8")
    .send(html);
}

const tokenOf = (query: unknown) => {
  const token = (query as Record<string, unknown> | undefined)?.token;
  return typeof token === "string" && TOKEN_PATTERN.test(token) ? token : undefined;
};

export function registerPrivacyRoutes(app: FastifyInstance, ctx: PrivacyContext, now: () => Date = () => new Date()) {
  app.get(CONFIRM_PATH, async (req, reply) => {
    const token = tokenOf(req.query);
    if (!token) return page(reply, 404, DEFAULT_LANG, words[DEFAULT_LANG].page.invalid);
    const result = await confirmRequest(ctx, token, now());
    const lang: Lang = isLang(result.lang) ? result.lang : DEFAULT_LANG;
    const w = words[lang].page;
    if (result.kind === "invalid") return page(reply, 404, lang, w.invalid);
    if (result.kind === "used") return page(reply, 410, lang, w.used);
    if (result.kind === "expired") return page(reply, 410, lang, w.expired);
    if (result.kind === "withdrawn") return page(reply, 200, lang, w.withdrawn);
    return page(reply, 200, lang, fill(w.received, { reference: result.reference, answerBy: result.answerBy }));
  });

  app.get(COPY_PATH, async (req, reply) => {
    const token = tokenOf(req.query);
    const at = now();
    // Taken once: the first download marks the link used in the same transaction that reads the data.
    const copy = token
      ? await ctx.db.transaction().execute(async (tx) => {
          const request = await tx
            .updateTable("privacyRequests")
            .set({ copyUsedAt: at.toISOString() })
            .where("copyTokenHash", "=", tokenHash(token))
            .where("copyUsedAt", "is", null)
            .where("copyExpiresAt", ">", at.toISOString())
            .returning("reference")
            .executeTakeFirst();
          if (!request) return undefined;
          const submission = (await findSubmission(tx, request.reference))!;
          await appendAudit(tx, ctx.kind, { actor: VISITOR_ACTOR, action: "privacy.copy-downloaded", subject: request.reference }, at);
          return { lang: submission.lang, body: await buildDataCopy(tx, requestEmail(submission.fields), at) };
        })
      : undefined;
    if (!copy)
      return reply
        .code(410)
        .header("cache-control", "no-store")
        .send({ error: words[DEFAULT_LANG].copyLink.invalid, errors: perLang((l) => words[l].copyLink.invalid) });
    return reply
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="your-data-${at.toISOString().slice(0, 10)}.json"`)
      .type("application/json; charset=utf-8")
      .send(JSON.stringify(copy.body, null, 2));
  });
}
