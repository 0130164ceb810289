// Publications set for a time (docs/decisions/130-live-site-content.md): every
// process looks every few seconds; a conditional update takes each due
// version once across processes (on PostgreSQL a second process's update
// waits on the row and then finds it taken; SQLite has one writer), and the
// process that took it publishes it. A version left "publishing" by a process
// that died is taken again after STALE_MS.
import type { ContentEngine } from "./publish";
import { publishClaimed } from "./publish";

const STALE_MS = 5 * 60_000;

/** Takes one due version, if any; returns its id. */
async function claimDue(
  engine: ContentEngine,
): Promise<{ id: string; restores: number | null; approvedBy: string | null; submittedBy: string | null; createdBy: string } | undefined> {
  const now = engine.now();
  const at = now.toISOString();
  const stale = new Date(now.getTime() - STALE_MS).toISOString();
  const due = await engine.db
    .selectFrom("siteContentVersions")
    .select(["id", "status", "updatedAt"])
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "scheduled"), eb("publishAt", "<=", at)]),
        eb.and([eb("status", "=", "publishing"), eb("updatedAt", "<", stale)]),
      ]),
    )
    .orderBy("publishAt")
    .limit(1)
    .executeTakeFirst();
  if (!due) return undefined;
  return engine.db
    .updateTable("siteContentVersions")
    .set({ status: "publishing", updatedAt: at })
    .where("id", "=", due.id)
    .where("status", "=", due.status)
    .where("updatedAt", "=", due.updatedAt)
    .returning(["id", "restores", "approvedBy", "submittedBy", "createdBy"])
    .executeTakeFirst();
}

type ScheduledJob = { runOnce(): Promise<number>; start(): void; stop(): Promise<void> };

export function scheduledPublications(
  engine: ContentEngine,
  o: { intervalMs: number; onError: (e: Error) => void; onPublished: () => Promise<void> },
): ScheduledJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const runOnce = async () => {
    let published = 0;
    for (let claimed = await claimDue(engine); claimed; claimed = await claimDue(engine)) {
      const outcome = await publishClaimed(engine, claimed.id, {
        actor: "system",
        action: claimed.restores ? "content.rolled-back" : "content.published",
        detail: {
          scheduledBy: claimed.submittedBy ?? claimed.createdBy,
          ...(claimed.approvedBy ? { approvedBy: claimed.approvedBy } : {}),
        },
      });
      if (outcome.ok) published++;
    }
    if (published) await o.onPublished();
    return published;
  };
  return {
    runOnce,
    start() {
      let busy = false;
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        running = runOnce()
          .catch(o.onError)
          .finally(() => (busy = false));
      }, o.intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
