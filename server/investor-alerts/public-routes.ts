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

type PageWord = keyof (typeof words)[Lang]["page"];

/** What a link looks up (the address's language), what its POST does, and the page's words for each step. */
type LinkAction = {
  find: (db: AlertsContext["db"], token: string) => Promise<string | undefined>;
  act: (db: AlertsContext["db"], token: string, now: Date) => Promise<string | undefined>;
  /** The page's words: the question, its button, and what is said once done. */
  words: readonly [ask: PageWord, button: PageWord, done: PageWord];
  /** Exempt from the same-origin check (server/plugins/). */
  anyOrigin?: boolean;
};

export function registerInvestorAlertRoutes(app: FastifyInstance, ctx: AlertsContext, now: () => Date = () => new Date()) {
  // Only a token of ours, made by a key still in the ring, is looked up.
  const tokenOf = (query: unknown) => liveToken(ctx.keys, (query as Record<string, unknown> | undefined)?.token);
  const invalid = (reply: FastifyReply, lang?: string) => page(reply, 404, langOf(lang), words[langOf(lang)].page.invalid);

  /** One link of the emails: opening it (GET) asks, with a button; the button's POST does it. */
  const link = (scope: FastifyInstance, path: string, o: LinkAction) => {
    scope.get(path, async (req, reply) => {
      const token = tokenOf(req.query);
      const lang = token ? await o.find(ctx.db, token) : undefined;
      if (!token || !lang) return invalid(reply);
      const w = words[langOf(lang)].page;
      const [ask, button] = o.words;
      return page(reply, 200, langOf(lang), w[ask], { action: `${path}?token=${token}`, label: w[button] });
    });
    scope.post(path, o.anyOrigin ? { config: { anyOrigin: true } } : {}, async (req, reply) => {
      const token = tokenOf(req.query);
      const lang = token ? await o.act(ctx.db, token, now()) : undefined;
      if (!lang) return invalid(reply);
      const [, , done] = o.words;
      return page(reply, 200, langOf(lang), words[langOf(lang)].page[done]);
    });
  };

  app.register(async (scope) => {
    // The button's form and RFC 8058 clients post urlencoded bodies; the token is in the query, so the body
    // is read as nothing (an empty object, which the hostile-input check lets through).
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_req, _body, done) =>
      done(null, {}),
    );

    link(scope, CONFIRM_PATH, { find: langForConfirm, act: confirmSubscriber, words: ["confirmAsk", "confirmButton", "confirmed"] });
    // RFC 8058's one-click posts from no page at all.
    link(scope, UNSUBSCRIBE_PATH, {
      find: langForUnsubscribe,
      act: unsubscribe,
      words: ["unsubscribeAsk", "unsubscribeButton", "unsubscribed"],
      anyOrigin: true,
    });
  });
}
