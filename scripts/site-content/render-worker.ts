// The child process the server starts to render (docs/decisions/130-live-site-content.md):
// it answers one request at a time over IPC and is kept for the next (the
// server's render host ends it when it has been idle a while). React and the
// site's route modules load here, never in the server; a render that fails,
// loops or runs out of memory costs this process only (the server kills it
// after its time limit). The first render loads the server builds; the next
// ones set the live modules' values again and render with the modules already
// loaded (render-site.ts), which the build proves renders byte for byte as a
// fresh process does (build-step.ts). After a failure the server ends it
// and starts another (render-host.ts). A component that throws while
// rendering is reported with the page and the error, as the editor needs to
// see it.
import "./zod-jitless";
import type { FreshWorkerNeeded, ImageRequest, RenderRequest, RenderResult } from "#shared/site-content";
import { renderForPublishing } from "./publish-render";
import { FreshProcessNeeded, siteLoaded } from "./render-site";

let logged: string[] = [];
// entry.server.tsx reports a render error with console.error before the page answers 500.
console.error = (...args: unknown[]) => {
  logged.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(" "));
};

function failure(error: unknown): RenderResult {
  const message = error instanceof Error ? error.message : String(error);
  const cause = logged.find((l) => l.trim() !== "");
  return { ok: false, problems: [{ message: cause ? `${message}: ${cause}` : message }] };
}

// A server that stops (or dies) takes its render worker with it.
process.once("disconnect", () => process.exit(0));
process.on("message", (request: RenderRequest | ImageRequest) => {
  logged = [];
  const warm = siteLoaded();
  // The image pipeline (and its native library, 70 ms to load) only for an upload: a publication's render is the
  // server's background work while visitors are served, and every millisecond of it is theirs to share.
  const work =
    request.kind === "image"
      ? import("./image-upload").then((m) => m.convertUpload(request))
      : renderForPublishing(request).then((r) => (r.ok ? { ...r, warm } : r));
  void work
    .catch((error: unknown): RenderResult | FreshWorkerNeeded =>
      error instanceof FreshProcessNeeded ? { freshWorker: true } : failure(error),
    )
    .then((result) => process.send!(result));
});
