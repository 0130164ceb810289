// Every /api/staff route is declared twice over, each half once: what it takes and answers in the contract
// (shared/staff-api/, which the console's client is typed from), and here who may call it. `access` names the roles
// it admits ("signed-in": anyone signed in; "public": the sign-in ceremony itself) and `reauth` whether a passkey
// confirmation in the last five minutes is needed too. One hook enforces the declarations (staff-api.ts), and the
// role-matrix test walks the same list, so a new route cannot be forgotten. The handler gets the request parsed by
// the contract's schemas and must return the answer the contract declares.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type * as z from "zod/mini";
import { type StaffApi, type StaffRouteKey, staffApi } from "#shared/staff-api/api";
import type { Parsed, RouteContract } from "#shared/staff-api/define";
import type { Role } from "#shared/staff-api/roles";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import type { Limiter } from "../limits/limiter";
import type { RelyingParty } from "../auth/relying-party";
import type { StaffSession } from "../auth/sessions";
import type { Keys } from "../keys/key-files";
import { hostileFieldErrors } from "../plugins/hostile-input";
import { StaleEdit } from "./versioned-update";

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

export type StaffRoute = {
  /**
   * The route's key in the contract ("PATCH /leads/:reference"): its method and its path under /api/staff. A feature
   * that declares its routes itself and is not in the contract yet (the site's content: server/site-content/) has none.
   */
  key?: StaffRouteKey;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Under /api/staff. */
  url: string;
  access: Access;
  reauth?: boolean;
  /** The route takes a multipart upload (every other route refuses multipart with 415: decision 030). */
  multipart?: boolean;
  handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
};

/**
 * What a handler returns: the JSON answer the contract declares, or the reply it sent itself (a file, 204, or a
 * refusal with headers of its own such as a 429's retry-after).
 */
type Returned<R extends RouteContract> = R["answer"] extends z.ZodMiniType ? z.input<R["answer"]> | FastifyReply : FastifyReply;

type Declaration<K extends StaffRouteKey> = {
  access: Access;
  reauth?: boolean;
  handler: (input: Parsed<StaffApi[K]>, req: FastifyRequest, reply: FastifyReply) => Promise<Returned<StaffApi[K]>>;
};

/** A route of the contract, with who may call it and what it does. */
export function staffRoute<K extends StaffRouteKey>(key: K, declaration: Declaration<K>): StaffRoute {
  const contract: RouteContract = staffApi[key];
  const route = keyedRoute(key, declaration.access, async (req, reply) => {
    try {
      return await declaration.handler(parseInput(contract, req) as Parsed<StaffApi[K]>, req, reply);
    } catch (error) {
      // The one 409 of every version-checked update: what changed since the caller's version, and the record now.
      if (error instanceof StaleEdit) return reply.code(409).send(error.answer);
      throw error;
    }
  });
  return { ...route, reauth: declaration.reauth, multipart: contract.upload };
}

/**
 * A route of the contract whose handler reads the request itself (the site's content, server/site-content/, which
 * parses with its own messages): its method and path are the key's.
 */
export function keyedRoute(key: StaffRouteKey, access: Access, handler: StaffRoute["handler"]): StaffRoute {
  const [method, url] = key.split(" ") as [StaffRoute["method"], string];
  return { key, method, url, access, handler };
}

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's session on a route that is not "public" (set by the access hook). */
    staffSession?: StaffSession;
  }
  interface FastifyContextConfig {
    staffAccess?: Access;
    staffReauth?: boolean;
    /** The route's key in the contract (the answer check of tests reads it). */
    staffRoute?: StaffRouteKey;
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

/** The request's parameters, query and body, each parsed by the contract's schema; the first problem is a 400 naming the field. */
function parseInput(contract: RouteContract, req: FastifyRequest) {
  return {
    ...(contract.params ? { params: parse(contract.params, req.params) } : {}),
    ...(contract.query ? { query: parse(contract.query, req.query) } : {}),
    ...(contract.body ? { body: parse(contract.body, req.body) } : {}),
  };
}

/** Parses a value with a zod schema; the first problem becomes a 400 naming the field. */
export function parse<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  throw new StaffError(400, `${where}${issue.message}`);
}

/** Whether text a person typed holds only characters a keyboard types (the content editor's image descriptions). */
export const typedText = (value: string) => Object.keys(hostileFieldErrors({ value }, "x")).length === 0;

/** What a handler of route K receives: its parameters, query and body as the contract parsed them. */
export type InputOf<K extends StaffRouteKey> = Parsed<StaffApi[K]>;
