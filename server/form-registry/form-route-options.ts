// How a feature asks for its form's endpoint (server/routes/form-route.ts serves every form the same way): the
// entry hands each feature a `registerForm` (server/app.ts), so a feature never imports the public routes.
import type { FormDeclaration, FormValues } from "#forms/declare";
import type { Db } from "../db/database";
import type { DeliveryHandle } from "../delivery/delivery";
import type { LinkKeys } from "../keys/link-keys";
import type { StoreHook } from "../submissions/store";
import type { FormEntry } from "./registry";

export type FormRouteOptions<F extends FormDeclaration> = {
  /** Hooks every submission runs in its transaction (the delivery outbox; a complaint's status row). */
  hooks: readonly StoreHook[];
  /** A value this form stores once (the newsletter's address). */
  dedupeKey?: (values: FormValues<F>) => string;
  /** Extra fields for the success answer, also for a replayed one (a complaint's answer-by date). */
  answer?: (reference: string) => Promise<Record<string, unknown>>;
  /** The same extra fields for a filled honeypot's made-up answer (from what was sent), which must not differ in shape from a real one. */
  fakeAnswer?: (body: Record<string, unknown>) => Record<string, unknown>;
};

/** Serves a form's endpoint. */
export type RegisterForm = <F extends FormDeclaration>(entry: FormEntry<F>, options: FormRouteOptions<F>) => void;

/** What a feature whose emails carry signed links (privacy requests, investor alerts) is registered with. */
export type LinkedFeatureOptions = {
  db: Db;
  registerForm: RegisterForm;
  delivery: DeliveryHandle;
  keys: LinkKeys;
  /** The public site's origin, for the links in the emails. */
  publicOrigin: string;
  now: (() => Date) | undefined;
};
