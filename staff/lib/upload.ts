// Uploads with progress and a way to stop them: fetch() reports neither
// upload progress nor (usefully) a cancelled body, XMLHttpRequest does
// (upload.onprogress, abort()). Answers are read like api.ts reads them.
import { ApiError, SIGNED_OUT_EVENT, uploadPathOf, type AnswerOf, type UploadRouteKey } from "./api";
import type { StaffApi } from "#shared/staff-api/api";
import type { Input } from "#shared/staff-api/define";

export type Upload<T> = { done: Promise<T>; abort: () => void };

export const UPLOAD_CANCELLED = "The upload was cancelled. Nothing was published.";
const UNREACHABLE = "The server could not be reached. Check your connection and try again.";

/** POSTs a multipart form to an upload route of the contract; `onProgress` gets the fraction of the body sent (0..1). */
export function upload<K extends UploadRouteKey>(
  key: K,
  input: Input<StaffApi[K]>,
  form: FormData,
  onProgress: (sent: number) => void,
): Upload<AnswerOf<K>> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<AnswerOf<K>>((resolve, reject) => {
    xhr.open("POST", `/api/staff${uploadPathOf(key, input)}`);
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
      // The JSON is what the contract declares for this route: the server's tests check its answers (answer-check.ts).
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as AnswerOf<K>);
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
