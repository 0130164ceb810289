// Sign-in, invitations, re-authentication and sign-out (docs/decisions/100-staff-sign-in-sessions-audit.md).
import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { appendAudit } from "../audit/audit-trail";
import { INVITATION_GONE, findInvitation } from "../auth/invitations";
import {
  authenticationOptions,
  checkAuthentication,
  checkRegistration,
  credentialRow,
  findPasskey,
  registrationOptions,
  responseId,
} from "../auth/passkeys";
import { parseRoles } from "../auth/roles";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "../auth/session-cookie";
import { createSession, endAllSessions, endSession, reauthenticatedUntil } from "../auth/sessions";
import { tokenHash } from "../auth/tokens";
import type { LimitRule } from "../limits/limiter";
import { type StaffContext, type StaffRoute, StaffError, parse, sessionOf } from "./staff-route";

const PASSKEY_NOT_RECOGNISED = "That passkey was not recognised.";
const TOO_MANY = "Too many failed sign-ins. Wait a few minutes, then try again.";
/** Failed sign-ins allowed per address, and per account, in a quarter of an hour. */
const SIGN_IN_FAILURES: LimitRule = { max: 10, windowMs: 15 * 60_000 };
/** Ceremonies begun per address a minute: each stores a challenge, and nobody needs to begin thirty. */
const CEREMONIES_BEGUN: LimitRule = { max: 30, windowMs: 60_000 };
const TOO_MANY_BEGUN = "Too many sign-in attempts from your network. Wait a minute, then try again.";

const tokenBody = z.object({ token: z.string({ error: "the invitation token is missing" }) });
const responseBody = z.object({ response: z.looseObject({}, { error: "the passkey's response is missing" }) });

export function authRoutes(ctx: StaffContext): StaffRoute[] {
  const { db, kind, rp } = ctx;

  /** Starts a session for the person (a new token; the browser's old session, if any, ends). */
  async function startSession(req: FastifyRequest, reply: FastifyReply, tx: typeof db, userId: string, now: Date) {
    const old = readSessionCookie(req);
    if (old) await tx.deleteFrom("staffSessions").where("tokenHash", "=", tokenHash(old)).execute();
    const token = await createSession(tx, userId, now);
    await tx.updateTable("staffUsers").set({ lastSignInAt: now.toISOString() }).where("id", "=", userId).execute();
    setSessionCookie(reply, token);
  }

  async function userAnswer(userId: string) {
    const u = await db.selectFrom("staffUsers").select(["id", "email", "name", "roles"]).where("id", "=", userId).executeTakeFirstOrThrow();
    return { user: { id: u.id, email: u.email, name: u.name, roles: parseRoles(u.roles) } };
  }

  async function openInvitation(token: unknown, now: Date) {
    const found = await findInvitation(db, token, now);
    if (found.state === "unknown") throw new StaffError(404, INVITATION_GONE);
    if (found.state === "gone") throw new StaffError(410, INVITATION_GONE);
    return found.invitation;
  }

  async function existingPasskeys(email: string) {
    const rows = await db
      .selectFrom("staffPasskeys")
      .innerJoin("staffUsers", "staffUsers.id", "staffPasskeys.userId")
      .select("staffPasskeys.id")
      .where("staffUsers.email", "=", email)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Counts a ceremony begun without a session; false (and a 429 sent) past the limit. */
  async function mayBegin(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const verdict = await ctx.limiter.hit("staff-ceremony", req, CEREMONIES_BEGUN);
    if (verdict.allowed) return true;
    await reply.code(429).header("retry-after", String(verdict.retryAfterSeconds)).send({ error: TOO_MANY_BEGUN });
    return false;
  }

  return [
    {
      method: "POST",
      url: "/auth/invitation/options",
      access: "public",
      handler: async (req, reply) => {
        if (!(await mayBegin(req, reply))) return reply;
        const now = ctx.now();
        const { token } = parse(tokenBody, req.body);
        const invitation = await openInvitation(token, now);
        const options = await registrationOptions(
          db,
          rp,
          { email: invitation.email, name: invitation.name, existing: await existingPasskeys(invitation.email) },
          "register",
          { invitationHash: invitation.tokenHash },
          now,
        );
        return { email: invitation.email, options };
      },
    },
    {
      method: "POST",
      url: "/auth/invitation/verify",
      access: "public",
      handler: async (req, reply) => {
        const now = ctx.now();
        const { token, response } = parse(tokenBody.extend(responseBody.shape), req.body);
        const invitation = await openInvitation(token, now);
        const credential = await checkRegistration(db, rp, req, response, "register", { invitationHash: invitation.tokenHash }, now);
        if (!credential) throw new StaffError(400, "The passkey could not be registered. Start again from the invitation link.");
        const userId = await db.transaction().execute(async (tx) => {
          // Used once: of two tabs racing, one wins.
          const taken = await tx
            .updateTable("staffInvitations")
            .set({ usedAt: now.toISOString() })
            .where("tokenHash", "=", invitation.tokenHash)
            .where("usedAt", "is", null)
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) !== 1) throw new StaffError(410, INVITATION_GONE);
          const existing = await tx
            .selectFrom("staffUsers")
            .select(["id", "version"])
            .where("email", "=", invitation.email)
            .executeTakeFirst();
          // An invitation for someone who already has an account (a lost phone) adds a passkey and sets the invited roles.
          const id = existing?.id ?? randomUUID();
          if (existing) {
            await tx
              .updateTable("staffUsers")
              .set({ roles: invitation.roles, version: existing.version + 1 })
              .where("id", "=", id)
              .execute();
          } else {
            await tx
              .insertInto("staffUsers")
              .values({
                id,
                email: invitation.email,
                name: invitation.name,
                roles: invitation.roles,
                disabled: 0,
                version: 0,
                createdAt: now.toISOString(),
                lastSignInAt: null,
              })
              .execute();
          }
          await tx
            .insertInto("staffPasskeys")
            .values(credentialRow(credential, id, "First passkey", now))
            .execute();
          await appendAudit(
            tx,
            kind,
            {
              actor: invitation.email,
              action: "invitation.accepted",
              subject: id,
              detail: { roles: JSON.parse(invitation.roles) as unknown },
            },
            now,
          );
          await startSession(req, reply, tx, id, now);
          await appendAudit(tx, kind, { actor: invitation.email, action: "sign-in", subject: id }, now);
          return id;
        });
        return userAnswer(userId);
      },
    },
    {
      method: "POST",
      url: "/auth/sign-in/options",
      access: "public",
      handler: async (req, reply) => {
        if (!(await mayBegin(req, reply))) return reply;
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
        if (!byAddress.allowed) return reply.code(429).header("retry-after", String(byAddress.retryAfterSeconds)).send({ error: TOO_MANY });
        const id = responseId(response);
        const passkey = id ? await findPasskey(db, id) : undefined;
        // Per account: the limiter's key is an HMAC of what it is given, here the account's id.
        const account = passkey ? { ip: `staff-account:${passkey.userId}` } : undefined;
        if (account) {
          const verdict = await ctx.limiter.hit("staff-sign-in-account", account, SIGN_IN_FAILURES);
          if (!verdict.allowed) return reply.code(429).header("retry-after", String(verdict.retryAfterSeconds)).send({ error: TOO_MANY });
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
          await startSession(req, reply, tx, passkey.userId, now);
          await appendAudit(tx, kind, { actor: passkey.email, action: "sign-in", subject: passkey.userId }, now);
        });
        return userAnswer(passkey.userId);
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
