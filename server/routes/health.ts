import type { FastifyInstance } from "fastify";

/**
 * 200 while the database answers, with the delivery figures monitoring alerts
 * on (the oldest undelivered lead's age, the dead deliveries); 503 otherwise.
 */
export function registerHealthRoute(
  app: FastifyInstance,
  checks: { database?: () => Promise<void>; delivery?: () => Promise<object> } = {},
) {
  app.get("/api/health", async (_req, reply) => {
    try {
      await checks.database?.();
      const delivery = await checks.delivery?.();
      return delivery ? { status: "ok", delivery } : { status: "ok" };
    } catch {
      return reply.code(503).send({ status: "unavailable" });
    }
  });
}
