// Every /api/staff route declares who may call it, here and nowhere else:
// `access` names the roles it admits ("signed-in": anyone signed in;
// "public": the sign-in ceremony itself) and `reauth` whether a passkey
// confirmation in the last five minutes is needed too. One hook enforces the
// declarations, and the role-matrix test walks the same list, so a new route
// cannot be forgotten.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import type { Limiter } from "../limits/limiter";
import type { RelyingParty } from "../auth/relying-party";
import type { Role } from "../auth/roles";
import type { StaffSession } from "../auth/sessions";
import type { Keys } from "../keys/key-files";
import { hostileFieldErrors } from "../plugins/hostile-input";

type Access = "public" | "signed-in" | readonly Role[];

export type StaffContext = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  rp: RelyingParty;
  limiter: Limiter;
  now: () => Date;
  /** Complaint emails (acknowledgements, updates) go to the outbox: a mail channel is configured. */
  complaintMail?: boolean;
  /** The keys kept outside the database: emailed links (invitations, recoveries) and audit checkpoints. */
  keys: Keys;
  /** Staff emails (invitations, recovery links) go to the outbox; else their link is shown to the administrator. */
  staffMail: boolean;
};

type StaffHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export type StaffRoute = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Under /api/staff. */
  url: string;
  access: Access;
  reauth?: boolean;
  /**
   * The route names one lead: a caller whose roles admit other forms only
   * gets 404, as for a reference that does not exist (existence must not leak).
   */
  leadScoped?: boolean;
  /** The route takes a multipart upload (every other route refuses multipart with 415: decision 030). */
  multipart?: boolean;
  handler: StaffHandler;
};

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's session on a route that is not "public" (set by the access hook). */
    staffSession?: StaffSession;
  }
  interface FastifyContextConfig {
    staffAccess?: Access;
    staffReauth?: boolean;
  }
}

/** A 4xx with a message for a person, answered by the app's error handler as { error }. */
export class StaffError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The session of a route that needs one (the hook has already refused callers without). */
export function sessionOf(req: FastifyRequest): StaffSession {
  if (!req.staffSession) throw new StaffError(401, NOT_SIGNED_IN);
  return req.staffSession;
}

export const NOT_SIGNED_IN = "Please sign in to the staff console.";
export const ROLE_REFUSED = "Your role does not allow this. Ask an administrator if you need it.";
export const REAUTH_NEEDED = "Confirm it is you with your passkey first.";

/** Text a person typed: no control characters (but tabs and line breaks) and no unpaired surrogates, as on the public forms. */
export const typedText = (value: string) => Object.keys(hostileFieldErrors({ value }, "x")).length === 0;
export const TYPED_TEXT_MESSAGE = "holds characters that cannot be typed; paste it as plain text";

/** Parses a body or query with a zod schema; the first problem becomes a 400 naming the field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  throw new StaffError(400, `${where}${issue.message}`);
}
