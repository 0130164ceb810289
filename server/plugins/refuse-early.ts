import type { FastifyReply, FastifyRequest } from "fastify";
import { isApiRequest } from "./request-path";

/** A form post: what the early checks, the hostile-input check and load shedding apply to (by its routed path, see request-path.ts). */
export const isApiPost = (req: FastifyRequest) => req.method === "POST" && isApiRequest(req);

/**
 * Answers a request from an onRequest hook, before its body is read. When it
 * has a body, the connection is closed after the answer: reading a body we
 * refused costs as much as accepting it, and a client that keeps sending
 * would otherwise hold the connection.
 */
export function refuseEarly(req: FastifyRequest, reply: FastifyReply, status: number, error: string) {
  const hasBody = req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] ?? "0") !== "0";
  if (hasBody) reply.header("connection", "close");
  return reply.code(status).send({ error });
}
