// The two links a person receives by email: the confirmation of their request
// and the one-time download of their copy. Opening either (GET) only shows a
// page saying what its button will do, because corporate mail scanners fetch
// the links in an email: a prefetch must not confirm an erasure nobody asked
// for, nor use up a download link. The button POSTs to the same link (a
// same-origin post, like every form on the site) and only the POST acts. Both
// answer in the request's language; neither says whether an unknown token
// ever existed.
import type { FastifyInstance, FastifyReply } from "fastify";
import { PRIVACY_ANSWER_DAYS } from "#forms/privacy-request";
import { DEFAULT_LANG, type Lang, isLang, perLang } from "#shared/locales";
import { formCopies } from "../generated/form-copies";
import { appendAudit } from "../audit/audit-trail";
import { findSubmission } from "../submissions/queries";
import { buildDataCopy } from "./data-copy";
import { sendLinkPage } from "./link-page";
import { liveToken } from "../keys/link-keys";
import { tokenHash } from "./privacy-tokens";
import { type PrivacyContext, VISITOR_ACTOR, confirmRequest, peekRequest, requestEmail } from "./requests";
import { COPY_PATH, CONFIRM_PATH, YOUR_DATA_PATH } from "./visitor-email";

const words = perLang((lang) => formCopies[lang].privacyEmails.privacyEmails);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));
const langOf = (lang: string | undefined): Lang => (lang && isLang(lang) ? lang : DEFAULT_LANG);

function page(reply: FastifyReply, status: number, lang: Lang, sentences: string[], button?: { action: string; label: string }) {
  const w = words[lang].page;
  return sendLinkPage(reply, status, { lang, title: w.title, sentences, button, back: { path: YOUR_DATA_PATH, label: w.back } });
}

export function registerPrivacyRoutes(app: FastifyInstance, ctx: PrivacyContext, now: () => Date = () => new Date()) {
  // Only a token of ours, made by a key still in the ring, is looked up.
  const tokenOf = (query: unknown) => liveToken(ctx.keys, (query as Record<string, unknown> | undefined)?.token);
  const copyGone = (reply: FastifyReply, lang: Lang = DEFAULT_LANG) => page(reply, 410, lang, [words[lang].copyLink.invalid]);

  /** The request whose copy link this is, while the link can still be used (read only). */
  const copyRequest = (token: string, at: Date) =>
    ctx.db
      .selectFrom("privacyRequests")
      .select("reference")
      .where("copyTokenHash", "=", tokenHash(token))
      .where("copyUsedAt", "is", null)
      .where("copyExpiresAt", ">", at.toISOString())
      .executeTakeFirst();

  app.register(async (scope) => {
    // The buttons post urlencoded forms; the token is in the query, so the body is read as nothing
    // (an empty object, which the hostile-input check lets through).
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_req, _body, done) =>
      done(null, {}),
    );

    scope.get(CONFIRM_PATH, async (req, reply) => {
      const token = tokenOf(req.query);
      const found = token ? await peekRequest(ctx.db, token, now()) : undefined;
      const lang = langOf(found?.lang);
      const w = words[lang];
      if (!token || !found || found.kind === "invalid") return page(reply, 404, lang, [w.page.invalid]);
      if (found.kind === "used") return page(reply, 410, lang, [w.page.used]);
      if (found.kind === "expired") return page(reply, 410, lang, [w.page.expired]);
      return page(reply, 200, lang, [fill(w.ask[found.action], { days: PRIVACY_ANSWER_DAYS }), w.ask.notYet], {
        action: `${CONFIRM_PATH}?token=${token}`,
        label: w.ask.confirmButton,
      });
    });

    scope.post(CONFIRM_PATH, async (req, reply) => {
      const token = tokenOf(req.query);
      if (!token) return page(reply, 404, DEFAULT_LANG, [words[DEFAULT_LANG].page.invalid]);
      const result = await confirmRequest(ctx, token, now());
      const lang = langOf(result.lang);
      const w = words[lang].page;
      if (result.kind === "invalid") return page(reply, 404, lang, [w.invalid]);
      if (result.kind === "used") return page(reply, 410, lang, [w.used]);
      if (result.kind === "expired") return page(reply, 410, lang, [w.expired]);
      if (result.kind === "withdrawn") return page(reply, 200, lang, [w.withdrawn]);
      return page(reply, 200, lang, [fill(w.received, { reference: result.reference, answerBy: result.answerBy })]);
    });

    scope.get(COPY_PATH, async (req, reply) => {
      const token = tokenOf(req.query);
      const request = token ? await copyRequest(token, now()) : undefined;
      if (!token || !request) return copyGone(reply);
      const lang = langOf((await findSubmission(ctx.db, request.reference))?.lang);
      return page(reply, 200, lang, [words[lang].ask.copyReady], {
        action: `${COPY_PATH}?token=${token}`,
        label: words[lang].ask.downloadButton,
      });
    });

    scope.post(COPY_PATH, async (req, reply) => {
      const token = tokenOf(req.query);
      const at = now();
      // Taken once: the download marks the link used in the same transaction that reads the data.
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
            return { body: await buildDataCopy(tx, requestEmail(submission.fields), at) };
          })
        : undefined;
      if (!copy) return copyGone(reply);
      return reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="your-data-${at.toISOString().slice(0, 10)}.json"`)
        .type("application/json; charset=utf-8")
        .send(JSON.stringify(copy.body, null, 2));
    });
  });
}
