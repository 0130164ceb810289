// Ceremonies begun without a session (sign-in, an invitation's or a
// recovery's registration) each store a challenge: 30 a minute per address.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { LimitRule } from "../limits/limiter";
import type { StaffContext } from "./staff-route";

/** Ceremonies begun per address a minute: each stores a challenge, and nobody needs to begin thirty. */
const CEREMONIES_BEGUN: LimitRule = { max: 30, windowMs: 60_000 };
const TOO_MANY_BEGUN = "Too many sign-in attempts from your network. Wait a minute, then try again.";

/** Counts a ceremony begun without a session; false (and a 429 sent) past the limit. */
export async function mayBegin(ctx: StaffContext, req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const verdict = await ctx.limiter.hit("staff-ceremony", req, CEREMONIES_BEGUN);
  if (verdict.allowed) return true;
  await reply.code(429).header("retry-after", String(verdict.retryAfterSeconds)).send({ error: TOO_MANY_BEGUN });
  return false;
}
