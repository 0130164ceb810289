// `npm run staff -- invite | users | disable | invitations | recover`: the
// accounts from the server's shell (docs/decisions/102-staff-accounts-invitations-recovery.md).
// An invitation makes a new account only; `recover` is the break-glass
// recovery for a company with one administrator: started and approved in one
// step by whoever has shell access to the server, audited as such. With a
// mail server set, links go to the person's address and are never printed.
import type { Kysely } from "kysely";
import { appendAudit } from "../audit/audit-trail";
import {
  alreadyHasAccount,
  createInvitation,
  invitationUrl,
  openInvitations,
  revokeInvitation,
  revokeInvitationsBy,
} from "../auth/invitations";
import { passkeyCount } from "../auth/passkeys";
import { approveRecovery, recoveryUrl, startRecovery } from "../auth/recoveries";
import type { Role } from "#shared/staff-api/roles";
import { parseRoles } from "../auth/roles";
import type { DatabaseKind } from "../db/database";
import { writeTransaction } from "../db/write-transaction";
import type { Database } from "../db/schema";
import { istTime } from "../submissions/lead-email";
import type { LinkKeys } from "../keys/link-keys";
import type { Io } from "./command";

export type PeopleContext = { db: Kysely<Database>; kind: DatabaseKind; keys: LinkKeys; origin: string; mail: boolean; io: Io; now: Date };

const RECOVERY_IN_SHELL =
  "replace it with a recovery: an administrator starts it under People in the console and a second approves it, or, with a single administrator, npm run staff -- recover <email>";

export async function invite(c: PeopleContext, email: string, name: string, roles: Role[]): Promise<number> {
  const made = await createInvitation(c.db, c.kind, c.keys, { email, name, roles, createdBy: "shell" }, c.now, c.mail);
  if (!made.ok) {
    c.io.err(
      made.reason === "account"
        ? `${alreadyHasAccount(email, RECOVERY_IN_SHELL)}\n`
        : `An invitation for ${email} is already waiting to be used (until ${istTime(made.expiresAt)}). Revoke it first: npm run staff -- invitations revoke <id>\n`,
    );
    return 1;
  }
  c.io.out(`Invitation for ${name} <${email}> as ${roles.join(", ")}; single use, valid until ${istTime(made.expiresAt)}.\n`);
  if (made.emailed) c.io.out(`Emailed to ${email} (the link is not shown here).\n`);
  else c.io.out(`Send this link to them only:\n${invitationUrl(c.origin, made.token)}\n`);
  return 0;
}

export async function listInvitations(c: PeopleContext): Promise<number> {
  const rows = await openInvitations(c.db, c.now).orderBy("expiresAt").execute();
  if (rows.length === 0) c.io.out("No invitation is waiting to be used.\n");
  for (const r of rows)
    c.io.out(
      `${r.id}  ${r.email}  ${r.name}  [${parseRoles(r.roles).join(", ")}]  invited by ${r.createdBy}  until ${istTime(r.expiresAt)}\n`,
    );
  return 0;
}

export async function revoke(c: PeopleContext, id: string): Promise<number> {
  if (!(await revokeInvitation(c.db, c.kind, id, "shell", c.now))) {
    c.io.err(`No invitation waiting has the id ${id} (npm run staff -- invitations lists them).\n`);
    return 1;
  }
  c.io.out(`Revoked invitation ${id}: its link no longer works.\n`);
  return 0;
}

export async function recover(c: PeopleContext, email: string): Promise<number> {
  const user = await c.db.selectFrom("staffUsers").select(["id", "name"]).where("email", "=", email).executeTakeFirst();
  if (!user) {
    c.io.err(`No staff account has the email ${email}: invite them instead.\n`);
    return 1;
  }
  const started = await startRecovery(c.db, c.kind, { userId: user.id, startedBy: "shell" }, c.now);
  if (!started.ok) {
    c.io.err(
      `Cannot recover ${email}: ${started.reason === "pending" ? "a recovery is already under way (cancel it in the console)" : `the account is ${started.reason}`}.\n`,
    );
    return 1;
  }
  const approved = await approveRecovery(c.db, c.kind, c.keys, { id: started.id, approvedBy: "shell", breakGlass: true }, c.now, c.mail);
  if (!approved.ok) return 1;
  c.io.out(
    `Recovery of ${user.name} <${email}> (break-glass, in the audit trail): their passkeys are removed and ${started.sessionsEnded} session(s) ended; the link works once, until ${istTime(approved.expiresAt)}.\n`,
  );
  if (c.mail) c.io.out(`Emailed to ${email} (the link is not shown here).\n`);
  else c.io.out(`Send this link to them only:\n${recoveryUrl(c.origin, approved.token)}\n`);
  return 0;
}

export async function disable(c: PeopleContext, email: string): Promise<number> {
  const ended = await writeTransaction(c.db, c.kind, async (tx) => {
    const user = await tx.selectFrom("staffUsers").select(["id", "version"]).where("email", "=", email).executeTakeFirst();
    if (!user) return undefined;
    await tx
      .updateTable("staffUsers")
      .set({ disabled: 1, version: user.version + 1 })
      .where("id", "=", user.id)
      .execute();
    const sessions = await tx.deleteFrom("staffSessions").where("userId", "=", user.id).executeTakeFirst();
    await revokeInvitationsBy(tx, c.kind, email, "shell", c.now);
    await appendAudit(tx, c.kind, { actor: "shell", action: "user.disabled", subject: user.id }, c.now);
    return Number(sessions.numDeletedRows);
  });
  if (ended === undefined) {
    c.io.err(`No staff account has the email ${email}.\n`);
    return 1;
  }
  c.io.out(`Disabled ${email}; ${ended} session(s) ended.\n`);
  return 0;
}

export async function listUsers(c: PeopleContext): Promise<number> {
  const users = await c.db
    .selectFrom("staffUsers")
    .select(["email", "name", "roles", "disabled", "lastSignInAt"])
    .select(passkeyCount)
    .orderBy("email")
    .execute();
  if (users.length === 0) {
    c.io.out("No staff accounts yet. Invite the first administrator: npm run staff -- invite <email> --role admin\n");
    return 0;
  }
  for (const u of users) {
    const state = Number(u.disabled) ? "DISABLED" : "active";
    const last = u.lastSignInAt ? istTime(u.lastSignInAt) : "never signed in";
    c.io.out(
      `${u.email}  ${u.name}  [${parseRoles(u.roles).join(", ")}]  ${state}  last sign-in: ${last}  passkeys: ${Number(u.passkeys ?? 0)}\n`,
    );
  }
  return 0;
}
