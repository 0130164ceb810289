// In tests, every JSON answer of /api/staff is checked against the contract (shared/staff-api/): a field the
// server sends that the contract does not declare, or one missing or of another type, turns the answer into a 500
// that names the route and the problem, so the test that made the request fails there. Production skips the
// check (decision 106): the types already hold the server to the contract; this catches what the types cannot
// (a column read from the database, a cast).
import type { FastifyReply, FastifyRequest } from "fastify";
import type * as z from "zod/mini";
import { staffApi } from "#shared/staff-api/api";
import type { RouteContract } from "#shared/staff-api/define";

export async function checkAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const key = req.routeOptions.config.staffRoute;
  if (!key) return payload;
  const contract: RouteContract = staffApi[key];
  const status = reply.statusCode;
  // A 409 with `changes` is a stale edit's; other 409s (a restricted complaint, an invitation waiting) are { error }.
  const stale = status === 409 && typeof payload === "object" && payload !== null && "changes" in payload;
  const schema: z.ZodMiniType | undefined =
    status >= 200 && status < 300 && typeof contract.answer === "object" ? contract.answer : stale ? contract.stale : undefined;
  if (!schema) return payload;
  const result = schema.safeParse(payload);
  if (result.success) return payload;
  reply.code(500);
  const problems = result.error.issues.map((i) => `${i.path.join(".") || "(answer)"}: ${i.message}`).join("; ");
  return { error: `The answer of ${key} does not match the contract: ${problems}` };
}
