// The console's one way to the server: JSON over /api/staff with the session
// cookie. Errors come back as ApiError carrying the server's sentence for a
// person, which the screens show as it is.

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

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await request(method, path, body);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
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
