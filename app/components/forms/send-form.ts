import { GENERIC_FORM_ERROR, isValidationError } from "#forms/api";

// Sends a form to our API and turns every answer into one of three outcomes
// the form can show. Nothing is only logged: a failure always has a message.

export type SendResult =
  | { kind: "ok"; id?: string }
  | { kind: "invalid"; fieldErrors: Record<string, string>; message: string }
  /** `status` is 0 when the request never got an answer. */
  | { kind: "error"; message: string; status: number };

function interpret(status: number, body: unknown): SendResult {
  if (status >= 200 && status < 300) {
    const id = typeof body === "object" && body !== null && "id" in body && typeof body.id === "string" ? body.id : undefined;
    return { kind: "ok", id };
  }
  const message =
    status < 500 && typeof body === "object" && body !== null && "error" in body && typeof body.error === "string"
      ? body.error
      : GENERIC_FORM_ERROR;
  if (status === 422 && isValidationError(body)) return { kind: "invalid", fieldErrors: body.fieldErrors, message };
  return { kind: "error", message, status };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function sendJson(url: string, data: unknown): Promise<SendResult> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(data),
    });
    return interpret(res.status, parse(await res.text()));
  } catch {
    return { kind: "error", message: GENERIC_FORM_ERROR, status: 0 };
  }
}

/**
 * multipart/form-data through XMLHttpRequest, because fetch cannot report
 * upload progress; `onProgress` gets 0 to 100.
 */
export function sendMultipart(url: string, data: FormData, onProgress: (percent: number) => void): Promise<SendResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => resolve(interpret(xhr.status, parse(xhr.responseText)));
    xhr.onerror = () => resolve({ kind: "error", message: GENERIC_FORM_ERROR, status: 0 });
    xhr.ontimeout = xhr.onerror;
    xhr.send(data);
  });
}
