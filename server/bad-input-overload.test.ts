// An overloaded event loop (docs/decisions/030-hostile-input.md, load
// shedding): requests are shed with 503, Retry-After and an { error } that
// says to try again shortly, instead of
// queueing behind the work that overloads the process. The overload is a test
// route that holds the loop 40 ms per call, hammered by five clients: what a
// pathological input did before the patterns were made linear.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startListeningApp, type ListeningApp } from "#test/listening-app";
import { exampleNewsletter } from "#test/form-examples";

let t: ListeningApp;
beforeAll(async () => {
  t = await startListeningApp({ pressureSampleIntervalMs: 100, maxEventLoopUtilization: 0.9, pressureRetryAfterSeconds: 7 }, (app) => {
    app.post("/api/test-busy", async () => {
      const until = Date.now() + 40;
      while (Date.now() < until) {
        // Holding the event loop, as a catastrophic pattern would.
      }
      return { ok: true };
    });
  });
});
afterAll(() => t.close());

type Answer = { status: number; retryAfter: string | null; body: unknown };

async function post(path: string, body: unknown): Promise<Answer> {
  const res = await fetch(t.base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() };
}

/** Posts until the server takes a sign-up again (the guard lifts at the next quiet sample). */
async function servedWithin(ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if ((await post("/api/newsletter", exampleNewsletter)).status === 201) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe("an overloaded event loop", () => {
  it("sheds requests with 503, Retry-After and a message, then serves again once the load is gone", async () => {
    // Starting the app kept the loop busy; wait for a quiet sample first.
    expect(await servedWithin(3000)).toBe(true);
    const answers: Answer[] = [];
    const until = Date.now() + 1500;
    const attacker = async () => {
      while (Date.now() < until) answers.push(await post("/api/test-busy", {}));
    };
    const reads: number[] = [];
    const visitor = async () => {
      while (Date.now() < until) {
        answers.push(await post("/api/newsletter", exampleNewsletter));
        // Reads are cheap and are never shed.
        reads.push((await fetch(`${t.base}/api/health`)).status);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await Promise.all([attacker(), attacker(), attacker(), attacker(), attacker(), visitor()]);

    const shed = answers.filter((a) => a.status === 503);
    expect(shed.length).toBeGreaterThan(0);
    for (const a of shed) {
      expect(a.retryAfter).toBe("7");
      expect(a.body).toEqual({ error: "The server is busy right now. Please try again in a few seconds." });
    }
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((status) => status === 200)).toBe(true);
    // Nothing else went wrong on the way.
    expect(answers.every((a) => [200, 201, 503].includes(a.status))).toBe(true);

    expect(await servedWithin(3000)).toBe(true);
  });
});
