import type { FastifyInstance } from "fastify";

export function registerHealthRoute(app: FastifyInstance, checks: { database?: () => Promise<void> } = {}) {
  app.get("/api/health", async (_req, reply) => {
    try {
      await checks.database?.();
      return { status: "ok" };
    } catch {
      return reply.code(503).send({ status: "unavailable" });
    }
  });
}
