// A JSON form endpoint, the same for every form: the honeypot, one
// validation in the page's language, then the submission stored in one
// transaction (with the hooks: delivery outbox, a complaint's status).
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { type FormDeclaration, type FormValues, validate } from "#forms/declare";
import type { Database } from "../db/schema";
import type { FormEntry } from "../forms/registry";
import { noticeSha256 } from "../privacy/consent-record";
import { type StoreHook, storeSubmission } from "../submissions/store";
import { badCharacterErrors, fakeSuccess, formLang, honeypotFilled, idempotencyKey, invalid, success } from "./form-helpers";

export type FormRouteOptions<F extends FormDeclaration> = {
  /** Hooks every submission runs in its transaction (the delivery outbox; a complaint's status row). */
  hooks: readonly StoreHook[];
  /** A value this form stores once (the newsletter's address). */
  dedupeKey?: (values: FormValues<F>) => string;
  /** Extra fields for the success answer, also for a replayed one (a complaint's answer-by date). */
  answer?: (reference: string) => Promise<Record<string, unknown>>;
};

export function registerFormRoute<F extends FormDeclaration>(app: FastifyInstance, db: Kysely<Database>, entry: FormEntry<F>, options: FormRouteOptions<F>) {
  app.post(entry.form.endpoint, async (req, reply) => {
    const body = req.body as Record<string, unknown>;
    const lang = formLang(body);
    const hostile = badCharacterErrors(body, lang);
    if (Object.keys(hostile).length > 0) return invalid(reply, lang, hostile);
    if (honeypotFilled(body)) return fakeSuccess(reply);
    const result = validate<F>(entry.schema[lang], body);
    if (!result.ok) return invalid(reply, lang, result.errors);
    const stored = await storeSubmission(db, {
      form: entry.form.name,
      lang,
      fields: result.values,
      dedupeKey: options.dedupeKey?.(result.values),
      idempotencyKey: idempotencyKey(req),
      noticeSha256: noticeSha256(entry.copy[lang].notice, lang),
    }, options.hooks);
    const reference = stored.kind === "stored" ? stored.submission.reference : stored.reference;
    // A repeat of a once-only value is answered like a first one: nothing more to look up.
    return success(reply, reference, stored.kind === "repeat" ? {} : await options.answer?.(reference));
  });
}
