import { IDEMPOTENCY_HEADER, isValidationError } from "#forms/api";

// Sends a form to our API and turns every answer into one outcome the form
// can show. Nothing is only logged: a failure always has a message (see
// failureMessage), in the page's language.

export type SendResult =
  | { kind: "ok"; reference: string; body: Record<string, unknown> }
  | { kind: "invalid"; fieldErrors: Record<string, string>; message: string }
  /** `status` is 0 when the request never got an answer; `message` is the server's own words, when it sent some. */
  | { kind: "error"; status: number; code?: string; message?: string };

/** The words for failures that are not about one field (content/<lang>/form-words/common.ts formErrors). */
export type FailureCopy = {
  generic: string;
  rateLimited: string;
  tooLarge: string;
  timeout: string;
  busy: string;
  refused: string;
  tooManyFiles: string;
  storageFull: string;
};

/** Which message answers each HTTP status a send can fail with; any other status gets the generic one. */
const MESSAGE_BY_STATUS: Readonly<Partial<Record<number, keyof FailureCopy>>> = {
  408: "timeout",
  403: "refused",
  413: "tooLarge",
  429: "rateLimited",
  503: "busy",
  507: "storageFull",
};

/** The message for a failed send, by what went wrong (the server's own text is English; the page may not be). */
export function failureMessage(result: Extract<SendResult, { kind: "error" }>, copy: FailureCopy): string {
  if (result.code === "too-many-files") return copy.tooManyFiles;
  return copy[MESSAGE_BY_STATUS[result.status] ?? "generic"];
}

function interpret(status: number, body: unknown): SendResult {
  const object = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (status >= 200 && status < 300 && typeof object.reference === "string")
    return { kind: "ok", reference: object.reference, body: object };
  if (status === 422 && isValidationError(body)) return { kind: "invalid", fieldErrors: body.fieldErrors, message: body.error };
  return {
    kind: "error",
    status: status >= 200 && status < 300 ? 500 : status,
    code: typeof object.code === "string" ? object.code : undefined,
    message: typeof object.error === "string" ? object.error : undefined,
  };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A random key for one filling-in of a form; a retry sends it again so the server stores the form once. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Without an idempotency key for a request that stores nothing (the complaint lookup). */
export async function sendJson(url: string, data: unknown, idempotencyKey?: string): Promise<SendResult> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
      },
      body: JSON.stringify(data),
    });
    return interpret(res.status, parse(await res.text()));
  } catch {
    return { kind: "error", status: 0 };
  }
}

/**
 * multipart/form-data through XMLHttpRequest, because fetch cannot report
 * upload progress; `onProgress` gets 0 to 100.
 */
export function sendMultipart(
  url: string,
  data: FormData,
  idempotencyKey: string,
  onProgress: (percent: number) => void,
): Promise<SendResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, idempotencyKey);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => resolve(interpret(xhr.status, parse(xhr.responseText)));
    xhr.onerror = () => resolve({ kind: "error", status: 0 });
    xhr.ontimeout = xhr.onerror;
    xhr.send(data);
  });
}
