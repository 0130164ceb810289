// A restart must not fail a visitor's request: on SIGTERM the HTTP server
// stops taking connections, and those it has end once their request in
// flight is answered. Fastify's own close marks the app closing first and
// answers every request that still arrives 503 (on a keep-alive connection
// a proxy keeps reusing, that is most of them), so it runs only after this.
import type { Server, ServerResponse } from "node:http";

type Drain = {
  /** Resolves when the last connection has ended; no new one is taken from the first call. */
  drain(): Promise<void>;
};

export function createDrain(server: Server): Drain {
  let draining = false;
  /** Answers not begun yet: a request can arrive before the signal and be answered after it. */
  const unanswered = new Set<ServerResponse>();
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("connection", "close");
  };
  // First of the request listeners, so the fast static path and Fastify both
  // send it: a proxy told "Connection: close" sends its next request on
  // another connection (to another process) instead of this one.
  server.prependListener("request", (_req, res) => {
    if (draining) return closeAfter(res);
    unanswered.add(res);
    res.once("close", () => unanswered.delete(res));
  });
  let done: Promise<void> | undefined;
  return {
    drain() {
      done ??= new Promise<void>((resolve) => {
        draining = true;
        for (const res of unanswered) closeAfter(res);
        unanswered.clear();
        server.close(() => resolve());
        // Keep-alive connections with no request in flight end now; busy ones after their answer.
        server.closeIdleConnections();
      });
      return done;
    },
  };
}
