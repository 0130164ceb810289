// The two links of the alerts emails. Opening one (GET) only shows a page
// with a button, because mail scanners fetch links: the button POSTs, and the
// POST does it. The unsubscribe POST is also RFC 8058's one-click: a mail
// client posts "List-Unsubscribe=One-Click" from no page at all, so this
// path is exempt from the same-origin check (server/plugins/) and a POST
// takes effect at once. Neither answer says whether a token ever existed.
import type { FastifyInstance, FastifyReply } from "fastify";
import { formCopies } from "../generated/form-copies";
import { DEFAULT_LANG, type Lang, isLang, perLang } from "#shared/locales";
import { sendLinkPage } from "../privacy/link-page";
import { liveToken } from "../keys/link-keys";
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from "./alert-email";
import { type AlertsContext, confirmSubscriber, langForConfirm, langForUnsubscribe, unsubscribe } from "./subscribers";

const words = perLang((lang) => formCopies[lang].investorAlerts.investorAlertsEmails);
const langOf = (lang: string | undefined): Lang => (lang && isLang(lang) ? lang : DEFAULT_LANG);

/** A small page of our own words; `button` adds a form that POSTs to the same link. */
function page(reply: FastifyReply, status: number, lang: Lang, sentence: string, button?: { action: string; label: string }) {
  const w = words[lang].page;
  return sendLinkPage(reply, status, { lang, title: w.title, sentences: [sentence], button, back: { path: "/investors", label: w.back } });
}

export function registerInvestorAlertRoutes(app: FastifyInstance, ctx: AlertsContext, now: () => Date = () => new Date()) {
  // Only a token of ours, made by a key still in the ring, is looked up.
  const tokenOf = (query: unknown) => liveToken(ctx.keys, (query as Record<string, unknown> | undefined)?.token);
  const invalid = (reply: FastifyReply, lang?: string) => page(reply, 404, langOf(lang), words[langOf(lang)].page.invalid);

  app.register(async (scope) => {
    // The button's form and RFC 8058 clients post urlencoded bodies; the token is in the query, so the body
    // is read as nothing (an empty object, which the hostile-input check lets through).
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_req, _body, done) =>
      done(null, {}),
    );

    scope.get(CONFIRM_PATH, async (req, reply) => {
      const token = tokenOf(req.query);
      const lang = token ? await langForConfirm(ctx.db, token) : undefined;
      if (!token || !lang) return invalid(reply);
      const w = words[langOf(lang)].page;
      return page(reply, 200, langOf(lang), w.confirmAsk, { action: `${CONFIRM_PATH}?token=${token}`, label: w.confirmButton });
    });

    scope.post(CONFIRM_PATH, async (req, reply) => {
      const token = tokenOf(req.query);
      const lang = token ? await confirmSubscriber(ctx.db, token, now()) : undefined;
      if (!lang) return invalid(reply);
      return page(reply, 200, langOf(lang), words[langOf(lang)].page.confirmed);
    });

    scope.get(UNSUBSCRIBE_PATH, async (req, reply) => {
      const token = tokenOf(req.query);
      const lang = token ? await langForUnsubscribe(ctx.db, token) : undefined;
      if (!token || !lang) return invalid(reply);
      const w = words[langOf(lang)].page;
      return page(reply, 200, langOf(lang), w.unsubscribeAsk, { action: `${UNSUBSCRIBE_PATH}?token=${token}`, label: w.unsubscribeButton });
    });

    scope.post(UNSUBSCRIBE_PATH, { config: { anyOrigin: true } }, async (req, reply) => {
      const token = tokenOf(req.query);
      const lang = token ? await unsubscribe(ctx.db, token, now()) : undefined;
      if (!lang) return invalid(reply);
      return page(reply, 200, langOf(lang), words[langOf(lang)].page.unsubscribed);
    });
  });
}
