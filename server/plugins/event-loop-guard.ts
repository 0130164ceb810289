// Load shedding: while the event loop is overloaded, form posts are
// answered 503 at once with Retry-After instead of queueing behind
// the work that overloads it (docs/decisions/030-hostile-input.md: five slow requests kept everything
// else waiting for over a minute). Built-site files are answered before
// Fastify (static/fast-static.ts) and are not shed: they cost less than the
// 503 would, and the site stays readable while the forms catch up.
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import { isApiPost, refuseEarly } from "./refuse-early";

const BUSY_MESSAGE = "The server is busy right now. Please try again in a few seconds.";

type EventLoopGuardOptions = {
  /** Mean event-loop delay over a sample above which requests are shed. */
  maxEventLoopDelayMs: number;
  /** Share of a sample the loop spent busy above which requests are shed. */
  maxEventLoopUtilization: number;
  retryAfterSeconds: number;
  /** How often the loop is measured; each answer follows the last sample. */
  sampleIntervalMs?: number;
};

export async function registerEventLoopGuard(app: FastifyInstance, options: EventLoopGuardOptions) {
  const retryAfter = String(options.retryAfterSeconds);
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    // A mean delay hides a saturated loop that still turns every few ms;
    // utilisation per sample (not since start, the plugin's default) shows it.
    maxEventLoopUtilization: options.maxEventLoopUtilization,
    eventLoopUtilizationMode: "interval",
    sampleInterval: options.sampleIntervalMs ?? 1000,
    // Only form posts are shed: they are the work that overloads the loop.
    // Reads (documents, redirects, health) are cheap and go on. A refusal is
    // answered here (the plugin's own 503 would reach the error handler and
    // say "something went wrong"); Fastify runs nothing more for a sent
    // reply. A shed upload is not read: its connection is closed.
    // A delay of Infinity is no measurement (the plugin's histogram had no sample in its last interval, which happens
    // right after a start-up that kept the loop busy): shedding on it refused the first form post after a start.
    pressureHandler: (req, reply, type, value) => {
      if (!isApiPost(req) || (type === "eventLoopDelay" && value === Infinity)) return;
      void refuseEarly(req, reply.header("retry-after", retryAfter).header("cache-control", "no-store"), 503, BUSY_MESSAGE);
    },
  });
}
