import { request } from "./api";
import { withReauth } from "./passkeys";

/** A file from a protected address (asks for a passkey confirmation when the server wants one). */
export async function fetchProtected(path: string): Promise<Blob> {
  const res = await withReauth(() => request("GET", path));
  return await res.blob();
}

/** Saves a Blob under a name, as a click on a download link would. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has handed the bytes to the download manager by the next task.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
