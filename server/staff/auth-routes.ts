// Sign-in, re-authentication and sign-out (docs/decisions/100-staff-sign-in-sessions-audit.md); an invitation's and
// a recovery's registration are in invitation-accept-routes.ts and recovery-accept-routes.ts.
import type { FastifyReply, FastifyRequest } from "fastify";
import { appendAudit } from "../audit/audit-trail";
import { authenticationOptions, checkAuthentication, findPasskey, responseId } from "../auth/passkeys";
import { clearSessionCookie } from "../auth/session-cookie";
import { endAllSessions, endSession, reauthenticatedUntil } from "../auth/sessions";
import type { LimitRule } from "../limits/limiter";
import { mayBegin } from "./ceremony-limit";
import { startSession, userAnswer } from "./session-start";
import { type InputOf, type StaffContext, type StaffRoute, sessionOf, staffRoute } from "./staff-route";

const PASSKEY_NOT_RECOGNISED = "That passkey was not recognised.";
const TOO_MANY = "Too many failed sign-ins. Wait a few minutes, then try again.";
/** Failed sign-ins allowed per address, and per account, in a quarter of an hour. */
const SIGN_IN_FAILURES: LimitRule = { max: 10, windowMs: 15 * 60_000 };

export function authRoutes(ctx: StaffContext): StaffRoute[] {
  const access = "public";
  const signedIn = "signed-in";
  return [
    staffRoute("POST /auth/sign-in/options", { access, handler: (_input, req, reply) => signInOptions(ctx, req, reply) }),
    staffRoute("POST /auth/sign-in/verify", { access, handler: (input, req, reply) => signIn(ctx, input, req, reply) }),
    staffRoute("POST /auth/reauth/options", { access: signedIn, handler: (_input, req) => reauthOptions(ctx, req) }),
    staffRoute("POST /auth/reauth/verify", { access: signedIn, handler: (input, req, reply) => reauthenticate(ctx, input, req, reply) }),
    staffRoute("POST /auth/sign-out", { access: signedIn, handler: (_input, req, reply) => signOut(ctx, req, reply, "one") }),
    staffRoute("POST /auth/sign-out-everywhere", { access: signedIn, handler: (_input, req, reply) => signOut(ctx, req, reply, "all") }),
  ];
}

const tooMany = (reply: FastifyReply, retryAfter: number) =>
  reply.code(429).header("retry-after", String(retryAfter)).send({ error: TOO_MANY });

async function signInOptions(ctx: StaffContext, req: FastifyRequest, reply: FastifyReply) {
  if (!(await mayBegin(ctx, req, reply))) return reply;
  return { options: await authenticationOptions(ctx.db, ctx.rp, [], "sign-in", {}, ctx.now()) };
}

async function signIn(
  ctx: StaffContext,
  { body: { response } }: InputOf<"POST /auth/sign-in/verify">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { db, kind } = ctx;
  const now = ctx.now();
  // Failed sign-ins are limited per address and per account. Every attempt counts first and a
  // good one is given back (checking and counting are one step: decision 090).
  const byAddress = await ctx.limiter.hit("staff-sign-in", req, SIGN_IN_FAILURES);
  if (!byAddress.allowed) return tooMany(reply, byAddress.retryAfterSeconds);
  const id = responseId(response);
  const passkey = id ? await findPasskey(db, id) : undefined;
  // Per account: the limiter's key is an HMAC of what it is given, here the account's id.
  const account = passkey ? { ip: `staff-account:${passkey.userId}` } : undefined;
  if (account) {
    const verdict = await ctx.limiter.hit("staff-sign-in-account", account, SIGN_IN_FAILURES);
    if (!verdict.allowed) return tooMany(reply, verdict.retryAfterSeconds);
  }
  const counter =
    passkey && !passkey.disabled
      ? await checkAuthentication(ctx, req, response, passkey.credential, { purpose: "sign-in", owner: {}, now })
      : undefined;
  if (!passkey || counter === undefined) {
    const entry = {
      actor: passkey?.email ?? "anonymous",
      action: "sign-in.failed",
      subject: passkey?.userId ?? "",
      detail: passkey?.disabled ? { disabled: true } : {},
    } as const;
    await db.transaction().execute((tx) => appendAudit(tx, kind, entry, now));
    return reply.code(401).send({ error: PASSKEY_NOT_RECOGNISED });
  }
  await ctx.limiter.undo("staff-sign-in", req, SIGN_IN_FAILURES);
  if (account) await ctx.limiter.undo("staff-sign-in-account", account, SIGN_IN_FAILURES);
  await db.transaction().execute(async (tx) => {
    await tx.updateTable("staffPasskeys").set({ counter, lastUsedAt: now.toISOString() }).where("id", "=", passkey.credential.id).execute();
    await startSession(req, reply, tx, passkey.userId, passkey.credential.id, now);
    await appendAudit(tx, kind, { actor: passkey.email, action: "sign-in", subject: passkey.userId }, now);
  });
  return userAnswer(db, passkey.userId);
}

async function reauthOptions(ctx: StaffContext, req: FastifyRequest) {
  const session = sessionOf(req);
  const mine = await ctx.db.selectFrom("staffPasskeys").select("id").where("userId", "=", session.user.id).execute();
  const allow = mine.map((r) => r.id);
  return { options: await authenticationOptions(ctx.db, ctx.rp, allow, "reauth", { userId: session.user.id }, ctx.now()) };
}

async function reauthenticate(
  ctx: StaffContext,
  { body: { response } }: InputOf<"POST /auth/reauth/verify">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { db, kind } = ctx;
  const now = ctx.now();
  const session = sessionOf(req);
  const user = session.user;
  const id = responseId(response);
  const passkey = id ? await findPasskey(db, id) : undefined;
  const counter =
    passkey && passkey.userId === user.id
      ? await checkAuthentication(ctx, req, response, passkey.credential, { purpose: "reauth", owner: { userId: user.id }, now })
      : undefined;
  if (!passkey || counter === undefined) {
    await db.transaction().execute((tx) => appendAudit(tx, kind, { actor: user.email, action: "reauth.failed", subject: user.id }, now));
    return reply.code(401).send({ error: PASSKEY_NOT_RECOGNISED });
  }
  await db.transaction().execute(async (tx) => {
    await tx.updateTable("staffPasskeys").set({ counter, lastUsedAt: now.toISOString() }).where("id", "=", passkey.credential.id).execute();
    await tx
      .updateTable("staffSessions")
      .set({ reauthenticatedAt: now.toISOString() })
      .where("tokenHash", "=", session.tokenHash)
      .execute();
    await appendAudit(tx, kind, { actor: user.email, action: "reauth", subject: user.id }, now);
  });
  return { reauthenticatedUntil: reauthenticatedUntil({ reauthenticatedAt: now.toISOString() }, now) };
}

/** Ends this session, or every session of the person ("sign out everywhere"). */
async function signOut(ctx: StaffContext, req: FastifyRequest, reply: FastifyReply, which: "one" | "all") {
  const session = sessionOf(req);
  await ctx.db.transaction().execute(async (tx) => {
    if (which === "one") await endSession(tx, session.tokenHash);
    else await endAllSessions(tx, session.user.id);
    const action = which === "one" ? "sign-out" : "sign-out.everywhere";
    await appendAudit(tx, ctx.kind, { actor: session.user.email, action, subject: session.user.id }, ctx.now());
  });
  clearSessionCookie(reply);
  return reply.code(204).send();
}
