// Administrators replace a colleague's lost passkey in two steps, by two
// people (docs/decisions/102-staff-accounts-invitations-recovery.md): one
// starts the recovery (the account's sessions end), a second approves it
// (its passkeys are removed and the one-time link goes to the account's own
// address). Neither sees a usable link while a mail server is set; without
// one, the approver is shown it to hand to the owner.
import type { FastifyReply, FastifyRequest } from "fastify";
import { cancelRecovery, approveRecovery, openRecoveries, recoveryUrl, startRecovery } from "../auth/recoveries";
import { parseRoles } from "../auth/roles";
import { ownOrigin } from "../plugins/same-origin";
import { type InputOf, type StaffContext, type StaffRoute, StaffError, sessionOf, staffRoute } from "./staff-route";

export const NO_SECOND_ADMIN =
  "No other administrator could approve this recovery. With a single administrator, someone with shell access to the server runs npm run staff -- recover <email> (break-glass, audited).";
const START_REFUSED = {
  "no-such-account": "There is no staff member with that id.",
  disabled: "This account is disabled: enable it first, or invite the person again under a new address.",
  "own-account": "You are signed in, so you hold a passkey: add another one under My account instead.",
  pending: "A recovery of this account is already under way: approve or cancel it below.",
} as const;

export function recoveryAdminRoutes(ctx: StaffContext): StaffRoute[] {
  const access = ["admin"] as const;
  return [
    staffRoute("GET /users/recoveries", { access, handler: () => pendingRecoveries(ctx) }),
    // Changes who can sign in as whom: a fresh passkey confirmation first.
    staffRoute("POST /users/:id/recovery", { access, reauth: true, handler: (input, req, reply) => beginRecovery(ctx, input, req, reply) }),
    staffRoute("POST /users/recoveries/:recoveryId/approve", { access, reauth: true, handler: (input, req) => approve(ctx, input, req) }),
    staffRoute("POST /users/recoveries/:recoveryId/cancel", { access, handler: (input, req) => cancel(ctx, input, req) }),
  ];
}

async function pendingRecoveries(ctx: StaffContext) {
  const rows = await openRecoveries(ctx.db, ctx.now())
    .innerJoin("staffUsers", "staffUsers.id", "staffRecoveries.userId")
    .select(["staffUsers.email", "staffUsers.name"])
    .orderBy("staffRecoveries.startedAt")
    .execute();
  return {
    recoveries: rows.map((r) => ({
      id: r.id,
      user: { id: r.userId, email: r.email, name: r.name },
      startedBy: r.startedBy,
      startedAt: r.startedAt,
      approvedBy: r.approvedBy,
      approvedAt: r.approvedAt,
      expiresAt: r.expiresAt,
    })),
  };
}

async function beginRecovery(ctx: StaffContext, { params }: InputOf<"POST /users/:id/recovery">, req: FastifyRequest, reply: FastifyReply) {
  const me = sessionOf(req).user;
  const userId = params.id;
  const admins = await ctx.db.selectFrom("staffUsers").select(["id", "roles"]).where("disabled", "=", 0).execute();
  const approvers = admins.filter((a) => a.id !== me.id && a.id !== userId && parseRoles(a.roles).includes("admin"));
  if (approvers.length === 0) throw new StaffError(409, NO_SECOND_ADMIN);
  const started = await startRecovery(ctx.db, ctx.kind, { userId, startedBy: me.email, starterId: me.id }, ctx.now());
  if (!started.ok) throw new StaffError(started.reason === "no-such-account" ? 404 : 409, START_REFUSED[started.reason]);
  reply.code(201);
  return { id: started.id, sessionsEnded: started.sessionsEnded };
}

async function approve(ctx: StaffContext, { params }: InputOf<"POST /users/recoveries/:recoveryId/approve">, req: FastifyRequest) {
  const me = sessionOf(req).user;
  const approver = { id: params.recoveryId, approvedBy: me.email, approverId: me.id };
  const approved = await approveRecovery(ctx.db, ctx.kind, ctx.keys.link, approver, ctx.now(), ctx.staffMail);
  if (!approved.ok && approved.reason === "own")
    throw new StaffError(403, "A second administrator must approve this recovery: not the one who started it, nor its account's owner.");
  if (!approved.ok)
    throw new StaffError(404, "There is no recovery waiting for approval with that id (it may have expired or been cancelled).");
  const user = await ctx.db.selectFrom("staffUsers").select("email").where("id", "=", approved.userId).executeTakeFirstOrThrow();
  if (ctx.staffMail) return { emailedTo: user.email, expiresAt: approved.expiresAt };
  const origin = ctx.rp.originFor(req) ?? ownOrigin(req) ?? "";
  return { url: recoveryUrl(origin, approved.token), expiresAt: approved.expiresAt, for: user.email };
}

async function cancel(ctx: StaffContext, { params }: InputOf<"POST /users/recoveries/:recoveryId/cancel">, req: FastifyRequest) {
  const me = sessionOf(req).user;
  if (!(await cancelRecovery(ctx.db, ctx.kind, params.recoveryId, me.email, ctx.now())))
    throw new StaffError(404, "There is no recovery under way with that id.");
  return { ok: true as const };
}
