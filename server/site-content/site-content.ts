// Live site content as a feature of the server (docs/decisions/130-live-site-content.md):
// with a full build (build/render/ beside the site's files) it renders this
// build's generation of the published content if none exists yet and loads
// it before the server listens, polls for newer ones, publishes scheduled
// versions, and gives the staff API its routes. Without one (tests of other
// parts, the dev server) the site is the build's files and the routes answer 503.
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database";
import type { SiteFile } from "../static/site-files";
import { StaffError, type StaffRoute } from "../staff/staff-route";
import { catchUp } from "./catch-up";
import type { ContentApi } from "./content-api";
import { contentRoutes } from "./content-routes";
import { historyRoutes } from "./history-routes";
import { imageRoutes } from "./image-routes";
import { setPublishedValues } from "./live-facts";
import { liveFiles } from "./live-files";
import { loadBaseline } from "./live-state";
import { previewRoutes } from "./preview-routes";
import { type ContentEngine, readSeq } from "./publish";
import { createRenderer } from "./renderer";
import { scheduledPublications } from "./scheduled";
import { contentDb } from "./tables";

type SiteContentOptions = {
  db: Db;
  clientDir: string;
  /** The map the static routes serve from: the live generation's files go into it. */
  files: Map<string, SiteFile>;
  now: () => Date;
  log: FastifyBaseLogger;
  /** How often each process looks for a newer generation (1 s) and for due publications (5 s). */
  pollMs?: number;
  scheduleMs?: number;
  /** How long a render may take before it is stopped. */
  renderTimeLimitMs?: number;
};

type SiteContent = { routes: StaffRoute[]; start(): void; stop(): Promise<void>; engine: ContentEngine | undefined };

const SETTLE_MS = 90_000;

const routesOf = (api: ContentApi): StaffRoute[] => [
  ...contentRoutes(api),
  ...historyRoutes(api),
  ...previewRoutes(api),
  ...imageRoutes(api),
];

const NO_BUILD = "The site's content can be edited only on a server that serves a full build (npm run build).";

/** Without a full build the routes are still declared (the role matrix walks them) and answer 503. */
function unavailable(): SiteContent {
  const api = { engine: undefined, live: undefined } as unknown as ContentApi;
  const handler = () => Promise.reject(new StaffError(503, NO_BUILD));
  return { engine: undefined, routes: routesOf(api).map((r) => ({ ...r, handler })), start() {}, stop: async () => {} };
}

export async function startSiteContent(o: SiteContentOptions): Promise<SiteContent> {
  // The published values the emails read are per process (live-facts.ts): an app starts from git's, and leaves
  // git's behind when it stops, so that another app in the same process (tests share workers) never reads its own.
  setPublishedValues({});
  const baseline = await loadBaseline(o.clientDir);
  if (!baseline) return unavailable();
  const db = contentDb(o.db.kysely);
  const worker = createRenderer(path.dirname(o.clientDir), o.renderTimeLimitMs);
  const engine: ContentEngine = { db, kind: o.db.kind, baseline, render: worker.render, convertImage: worker.convertImage, now: o.now };
  const live = liveFiles(db, baseline.buildId, o.files);
  const log = { warn: (m: string) => o.log.warn(m), error: (m: string) => o.log.error(m) };

  // A process serves the published content from its first request: this build's generation, rendered here if
  // no process has yet (after a deploy), or waited for while another renders it.
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const outcome = await catchUp(engine, log);
    await live.refresh();
    if (outcome !== "elsewhere" || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 250));
  }

  let catchingUp = false;
  const tick = async () => {
    await live.refresh();
    // Another build's process published (a rolling restart), or this build's render failed: render it here.
    // (live.seq is this build's newest generation: refresh() has just read it; one query a second the less.)
    if (catchingUp || (await readSeq(db)) <= live.seq) return;
    catchingUp = true;
    try {
      await catchUp(engine, log);
      await live.refresh();
    } finally {
      catchingUp = false;
    }
  };
  let poll: NodeJS.Timeout | undefined;
  let polling: Promise<void> = Promise.resolve();
  const onError = (e: Error) =>
    o.log.error({ err: e.message }, "site content: a poll or a scheduled publication failed; it runs again at the next interval");
  const scheduled = scheduledPublications(engine, { intervalMs: o.scheduleMs ?? 5000, onError, onPublished: () => live.refresh() });
  const api: ContentApi = { engine, live };
  return {
    engine,
    routes: routesOf(api),
    start() {
      let busy = false;
      poll = setInterval(() => {
        if (busy) return;
        busy = true;
        polling = tick()
          .catch(onError)
          .finally(() => (busy = false));
      }, o.pollMs ?? 1000);
      poll.unref();
      scheduled.start();
    },
    async stop() {
      clearInterval(poll);
      await polling;
      await scheduled.stop();
      setPublishedValues({});
    },
  };
}
