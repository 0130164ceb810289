// The shape of the console's API contract (docs/decisions/106-staff-api-contract.md): each route of /api/staff is
// declared once, keyed "METHOD /path" as the server routes it, with zod/mini schemas of what it takes (path
// parameters, query, JSON body) and what it answers. The server validates requests with these schemas and, in
// tests, checks its answers against them; the console's client is typed from them, so a changed answer is a type
// error in the console rather than a broken screen. Types only here: the console imports no schema at run time.
import type * as z from "zod/mini";

type Schema = z.ZodMiniType;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One route: what it takes and what it answers. */
export type RouteContract = {
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The JSON answer; "file" for bytes to save (a CSV export, a resume), "none" for 204 No Content. */
  answer: Schema | "file" | "none";
  /** A version-checked update: its 409 says what changed since the version sent, and carries the record as it is now. */
  stale?: Schema;
  /** Takes a multipart upload (one file and text fields, read by the route itself) instead of a JSON body. */
  upload?: true;
};

/** A table of routes, as each area of the API declares them. */
export type Contract = Record<`${Method} /${string}`, RouteContract>;

type Part<R extends RouteContract, K extends "params" | "query" | "body", As> = R[K] extends Schema
  ? Partial<As> extends As
    ? { [P in K]?: As }
    : { [P in K]: As }
  : unknown;

/** What a caller sends: the parameters, query and body the route declares (a query whose fields are all optional may be left out). */
export type Input<R extends RouteContract> = Part<R, "params", z.input<NonNullable<R["params"]>>> &
  Part<R, "query", z.input<NonNullable<R["query"]>>> &
  Part<R, "body", z.input<NonNullable<R["body"]>>>;

/** What the route's handler receives once the schemas have parsed the request. */
export type Parsed<R extends RouteContract> = (R["params"] extends Schema ? { params: z.output<R["params"]> } : unknown) &
  (R["query"] extends Schema ? { query: z.output<R["query"]> } : unknown) &
  (R["body"] extends Schema ? { body: z.output<R["body"]> } : unknown);

/** The JSON a route answers (undefined for 204; a file's bytes are read by the caller as it needs). */
export type Answer<R extends RouteContract> = R["answer"] extends Schema
  ? z.output<R["answer"]>
  : R["answer"] extends "none"
    ? undefined
    : Blob;

/** The 409 of a version-checked update. */
export type Stale<R extends RouteContract> = R["stale"] extends Schema ? z.output<R["stale"]> : never;
