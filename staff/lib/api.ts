// The console's one way to the server: JSON over /api/staff with the session cookie, typed by the contract
// (shared/staff-api/): call("PATCH /leads/:reference", { params, body }) sends what that route takes and resolves to
// what it answers, so a changed answer is a type error here rather than a broken screen. Only types come from the
// contract: no schema is loaded in the browser. Errors come back as ApiError carrying the server's sentence for a
// person, which the screens show as it is.
import type { StaffApi, StaffRouteKey } from "#shared/staff-api/api";
import type { Answer, Input, Stale } from "#shared/staff-api/define";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server wants a fresh passkey confirmation before this action. */
    readonly reauth = false,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Fired when any call answers 401: the app drops its session and shows sign-in. */
export const SIGNED_OUT_EVENT = "staff:signed-out";

const FALLBACK = "The server could not be reached. Check your connection and try again.";

/** What route K answers: the type a screen keeps that answer in (AnswerOf<"GET /leads/:reference">). */
export type AnswerOf<K extends StaffRouteKey> = Answer<StaffApi[K]>;

/** The query route K takes: a screen's filters are kept in this shape. */
export type QueryOf<K extends StaffRouteKey> = Input<StaffApi[K]> extends { query?: infer Q } ? NonNullable<Q> : never;

/** The JSON body route K takes. */
export type BodyOf<K extends StaffRouteKey> = Input<StaffApi[K]> extends { body?: infer B } ? NonNullable<B> : never;

/** The second argument of call(): optional when the route takes nothing it requires. */
type Args<K extends StaffRouteKey> =
  Partial<Input<StaffApi[K]>> extends Input<StaffApi[K]> ? [input?: Input<StaffApi[K]>] : [input: Input<StaffApi[K]>];
type Parts = { params?: Record<string, string>; query?: Record<string, string | undefined>; body?: unknown };

/** An error from a non-2xx answer: its sentence, and its body (a stale edit's 409 carries the record as it is now). */
async function errorFrom(res: Response): Promise<ApiError> {
  let body: Record<string, unknown> = {};
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    // A proxy's HTML error page: no sentence of ours to show.
  }
  const message = typeof body.error === "string" ? body.error : `The server answered ${res.status}. Try again in a moment.`;
  return new ApiError(res.status, message, body.reauth === true, body);
}

/** The route's path under /api/staff with its parameters filled in and its query (empty values left out). */
export function pathOf<K extends StaffRouteKey>(key: K, ...[input]: Args<K>): string {
  return filled(key, input as Parts | undefined);
}

/** A route that takes a multipart upload (lib/upload.ts sends it). */
export type UploadRouteKey = { [K in StaffRouteKey]: StaffApi[K] extends { upload: true } ? K : never }[StaffRouteKey];

/** The path of an upload route, with its parameters filled in. */
export function uploadPathOf<K extends UploadRouteKey>(key: K, input: Input<StaffApi[K]>): string {
  return filled(key, input as Parts);
}

function filled(key: string, input: Parts = {}): string {
  const { params = {}, query = {} } = input;
  const path = key.slice(key.indexOf(" ") + 1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  return path + queryString(query);
}

/** A raw request under /api/staff; throws ApiError for any answer that is not 2xx. */
export async function request(method: string, path: string, body?: unknown): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(`/api/staff${path}`, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, FALLBACK);
  }
  if (res.ok) return res;
  const error = await errorFrom(res);
  // The sign-in ceremony's own 401 ("not recognised") is an answer, not a lost session.
  if (res.status === 401 && !path.startsWith("/auth/")) window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
  throw error;
}

/** Calls one route of the contract and resolves to its answer (undefined for 204). */
export async function call<K extends StaffRouteKey>(key: K, ...args: Args<K>): Promise<Answer<StaffApi[K]>> {
  const method = key.slice(0, key.indexOf(" "));
  const body = (args[0] as Parts | undefined)?.body ?? (method === "GET" ? undefined : {});
  const res = await request(method, pathOf(key, ...args), body);
  // The JSON is what the contract declares: the server's tests check every answer against it (answer-check.ts).
  return (res.status === 204 ? undefined : await res.json()) as Answer<StaffApi[K]>;
}

/** The 409 of a version-checked update on route K: who changed what, and the record as it is now. */
export function staleOf<K extends StaffRouteKey>(_key: K, error: unknown): Stale<StaffApi[K]> | undefined {
  return error instanceof ApiError && error.status === 409 && "current" in error.body ? (error.body as Stale<StaffApi[K]>) : undefined;
}

/** A query string from filters, leaving out empty values. */
export function queryString(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : "";
}

export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : FALLBACK;
}

/** A failure handler that hands the failure's sentence to `show` (a screen's error state). */
export const messageTo =
  (show: (message: string) => void) =>
  (error: unknown): void =>
    show(messageOf(error));
