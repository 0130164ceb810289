// Uploads with progress and a way to stop them: fetch() reports neither
// upload progress nor (usefully) a cancelled body, XMLHttpRequest does
// (upload.onprogress, abort()). Answers are read like api.ts reads them.
import { ApiError, SIGNED_OUT_EVENT } from "./api";

export type Upload<T> = { done: Promise<T>; abort: () => void };

export const UPLOAD_CANCELLED = "The upload was cancelled. Nothing was published.";
const UNREACHABLE = "The server could not be reached. Check your connection and try again.";

/** POSTs a multipart form to /api/staff{path}; `onProgress` gets the fraction of the body sent (0..1). */
export function upload<T>(path: string, form: FormData, onProgress: (sent: number) => void): Upload<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open("POST", `/api/staff${path}`);
    xhr.setRequestHeader("accept", "application/json");
    xhr.responseType = "text";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        // Not our JSON (a proxy's page): the status says enough.
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      if (xhr.status === 401) window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
      const message = typeof body.error === "string" ? body.error : `The server answered ${xhr.status}. Try again in a moment.`;
      reject(new ApiError(xhr.status, message, body.reauth === true, body));
    };
    xhr.onerror = () => reject(new ApiError(0, UNREACHABLE));
    xhr.onabort = () => reject(new ApiError(0, UPLOAD_CANCELLED));
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
