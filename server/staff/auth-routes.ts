// Sign-in, re-authentication and sign-out (docs/decisions/100-staff-sign-in-sessions-audit.md); an
// invitation's and a recovery's registration are in invitation-accept-routes.ts and recovery-accept-routes.ts.
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { appendAudit } from "../audit/audit-trail";
import { authenticationOptions, checkAuthentication, findPasskey, responseId } from "../auth/passkeys";
import { clearSessionCookie } from "../auth/session-cookie";
import { endAllSessions, endSession, reauthenticatedUntil } from "../auth/sessions";
import type { LimitRule } from "../limits/limiter";
import { mayBegin } from "./ceremony-limit";
import { startSession, userAnswer } from "./session-start";
import { type StaffContext, type StaffRoute, parse, sessionOf } from "./staff-route";

const PASSKEY_NOT_RECOGNISED = "That passkey was not recognised.";
const TOO_MANY = "Too many failed sign-ins. Wait a few minutes, then try again.";
/** Failed sign-ins allowed per address, and per account, in a quarter of an hour. */
const SIGN_IN_FAILURES: LimitRule = { max: 10, windowMs: 15 * 60_000 };

const responseBody = z.object({ response: z.looseObject({}, { error: "the passkey's response is missing" }) });

export function authRoutes(ctx: StaffContext): StaffRoute[] {
  const { db, kind, rp } = ctx;
  const tooMany = (reply: FastifyReply, retryAfter: number) =>
    reply.code(429).header("retry-after", String(retryAfter)).send({ error: TOO_MANY });

  return [
    {
      method: "POST",
      url: "/auth/sign-in/options",
      access: "public",
      handler: async (req, reply) => {
        if (!(await mayBegin(ctx, req, reply))) return reply;
        return { options: await authenticationOptions(db, rp, [], "sign-in", {}, ctx.now()) };
      },
    },
    {
      method: "POST",
      url: "/auth/sign-in/verify",
      access: "public",
      handler: async (req, reply) => {
        const now = ctx.now();
        const { response } = parse(responseBody, req.body);
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
            ? await checkAuthentication(db, rp, req, response, passkey.credential, "sign-in", {}, now)
            : undefined;
        if (!passkey || counter === undefined) {
          await db.transaction().execute((tx) =>
            appendAudit(
              tx,
              kind,
              {
                actor: passkey?.email ?? "anonymous",
                action: "sign-in.failed",
                subject: passkey?.userId ?? "",
                detail: passkey?.disabled ? { disabled: true } : {},
              },
              now,
            ),
          );
          return reply.code(401).send({ error: PASSKEY_NOT_RECOGNISED });
        }
        await ctx.limiter.undo("staff-sign-in", req, SIGN_IN_FAILURES);
        if (account) await ctx.limiter.undo("staff-sign-in-account", account, SIGN_IN_FAILURES);
        await db.transaction().execute(async (tx) => {
          await tx
            .updateTable("staffPasskeys")
            .set({ counter, lastUsedAt: now.toISOString() })
            .where("id", "=", passkey.credential.id)
            .execute();
          await startSession(req, reply, tx, passkey.userId, passkey.credential.id, now);
          await appendAudit(tx, kind, { actor: passkey.email, action: "sign-in", subject: passkey.userId }, now);
        });
        return userAnswer(db, passkey.userId);
      },
    },
    {
      method: "POST",
      url: "/auth/reauth/options",
      access: "signed-in",
      handler: async (req) => {
        const session = sessionOf(req);
        const mine = await db.selectFrom("staffPasskeys").select("id").where("userId", "=", session.user.id).execute();
        return {
          options: await authenticationOptions(
            db,
            rp,
            mine.map((r) => r.id),
            "reauth",
            { userId: session.user.id },
            ctx.now(),
          ),
        };
      },
    },
    {
      method: "POST",
      url: "/auth/reauth/verify",
      access: "signed-in",
      handler: async (req, reply) => {
        const now = ctx.now();
        const session = sessionOf(req);
        const { response } = parse(responseBody, req.body);
        const id = responseId(response);
        const passkey = id ? await findPasskey(db, id) : undefined;
        const counter =
          passkey && passkey.userId === session.user.id
            ? await checkAuthentication(db, rp, req, response, passkey.credential, "reauth", { userId: session.user.id }, now)
            : undefined;
        if (!passkey || counter === undefined) {
          await db
            .transaction()
            .execute((tx) => appendAudit(tx, kind, { actor: session.user.email, action: "reauth.failed", subject: session.user.id }, now));
          return reply.code(401).send({ error: PASSKEY_NOT_RECOGNISED });
        }
        await db.transaction().execute(async (tx) => {
          await tx
            .updateTable("staffPasskeys")
            .set({ counter, lastUsedAt: now.toISOString() })
            .where("id", "=", passkey.credential.id)
            .execute();
          await tx
            .updateTable("staffSessions")
            .set({ reauthenticatedAt: now.toISOString() })
            .where("tokenHash", "=", session.tokenHash)
            .execute();
          await appendAudit(tx, kind, { actor: session.user.email, action: "reauth", subject: session.user.id }, now);
        });
        return { reauthenticatedUntil: reauthenticatedUntil({ reauthenticatedAt: now.toISOString() }, now) };
      },
    },
    {
      method: "POST",
      url: "/auth/sign-out",
      access: "signed-in",
      handler: async (req, reply) => {
        const session = sessionOf(req);
        await db.transaction().execute(async (tx) => {
          await endSession(tx, session.tokenHash);
          await appendAudit(tx, kind, { actor: session.user.email, action: "sign-out", subject: session.user.id }, ctx.now());
        });
        clearSessionCookie(reply);
        return reply.code(204).send();
      },
    },
    {
      method: "POST",
      url: "/auth/sign-out-everywhere",
      access: "signed-in",
      handler: async (req, reply) => {
        const session = sessionOf(req);
        await db.transaction().execute(async (tx) => {
          await endAllSessions(tx, session.user.id);
          await appendAudit(tx, kind, { actor: session.user.email, action: "sign-out.everywhere", subject: session.user.id }, ctx.now());
        });
        clearSessionCookie(reply);
        return reply.code(204).send();
      },
    },
  ];
}
