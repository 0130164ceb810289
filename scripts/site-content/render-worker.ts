// The child process the server starts for each render (docs/decisions/130-live-site-content.md):
// it takes one request over IPC, answers once and exits. React and the
// site's route modules load here, never in the server; a render that fails,
// loops or runs out of memory costs this process only (the server kills it
// after its time limit). A component that throws while rendering is
// reported with the page and the error, as the editor needs to see it.
import "./zod-jitless";
import type { ImageRequest, RenderRequest, RenderResult } from "#shared/site-content";
import { renderForPublishing } from "./publish-render";

const logged: string[] = [];
// entry.server.tsx reports a render error with console.error before the page answers 500.
console.error = (...args: unknown[]) => {
  logged.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(" "));
};

function failure(error: unknown): RenderResult {
  const message = error instanceof Error ? error.message : String(error);
  const cause = logged.find((l) => l.trim() !== "");
  return { ok: false, problems: [{ message: cause ? `${message}: ${cause}` : message }] };
}

// A server that stops (or dies) takes its render with it.
process.once("disconnect", () => process.exit(0));
process.once("message", (request: RenderRequest | ImageRequest) => {
  // The image pipeline (and its native library, 70 ms to load) only for an upload: a publication's render is the
  // server's background work while visitors are served, and every millisecond of it is theirs to share.
  (request.kind === "image" ? import("./image-upload").then((m) => m.convertUpload(request)) : renderForPublishing(request))
    .catch(failure)
    .then((result) => process.send!(result, () => process.exit(0)));
});
