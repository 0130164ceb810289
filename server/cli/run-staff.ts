// The staff accounts from the shell: `npm run staff -- <command>`. The first
// administrator is invited here; after that, administrators use the console.
// Kept apart from staff.ts (the entry) so tests run it against their own database.
import { parseArgs } from "node:util";
import { appendAudit } from "../audit/audit-trail";
import { createInvitation, invitationUrl } from "../auth/invitations";
import { ROLES, isRole, parseRoles } from "../auth/roles";
import { type DatabaseOptions, openDatabase } from "../db/database";
import { istTime } from "../delivery/email-message";
import type { Keys } from "../keys/key-files";
import type { Io } from "./command";
import { auditCheckpoint, auditVerify } from "./staff-audit";

export type StaffCliOptions = DatabaseOptions & {
  /** STAFF_ORIGIN, or undefined for a developer's machine (http://localhost:PORT). */
  staffOrigin: string | undefined;
  port: number;
  /** The keys kept outside the database (link signing, audit checkpoints). */
  keys: Keys;
  /** A mail server is set: invitations and recovery links are emailed, never printed. */
  staffMail: boolean;
};

const USAGE = `Usage:
  npm run staff -- invite <email> --role <role> [--role <role>...] [--name <name>]
                                  (prints a one-time invitation link, valid 24 hours, as its last line)
  npm run staff -- users          (people, roles, last sign-in, passkeys)
  npm run staff -- disable <email>  (ends their sessions at once)
  npm run staff -- audit verify [--checkpoint <file>]
                                  (exit 0 when the audit trail is intact and extends the checkpoint given,
                                  or else the newest one kept; 1 naming what is wrong)
  npm run staff -- audit checkpoint  (prints a checkpoint of the trail signed with the audit key: keep it elsewhere)
Roles: ${ROLES.join(", ")}. Uses SQLITE_PATH or DATABASE_URL, and STAFF_ORIGIN, like the server.`;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export async function runStaff(argv: string[], options: StaffCliOptions, io: Io, now = new Date()): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { role: { type: "string", multiple: true }, name: { type: "string" }, checkpoint: { type: "string" } },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const [command, target, ...extra] = parsed.positionals;
  const usage = (message: string) => {
    io.err(`${message}\n${USAGE}\n`);
    return 2;
  };
  if (!command) return usage("No command given.");
  if (!["invite", "users", "disable", "audit"].includes(command)) return usage(`Unknown command: ${command}`);
  if (extra.length) return usage(`Unexpected arguments: ${extra.join(" ")}`);
  if ((command === "invite" || command === "disable") && (!target || target.length > 254 || !EMAIL.test(target)))
    return usage(`${command} needs an email address, such as asha@example.in`);
  if (command === "audit" && target !== "verify" && target !== "checkpoint")
    return usage("The audit commands are: audit verify [--checkpoint <file>], audit checkpoint");
  const roles = parsed.values.role ?? [];
  if (command === "invite") {
    if (roles.length === 0) return usage("invite needs at least one --role");
    const unknown = roles.find((r) => !isRole(r));
    if (unknown) return usage(`Unknown role: ${unknown}`);
  }

  let db;
  try {
    db = await openDatabase(options);
  } catch (error) {
    io.err(`Cannot open the database: ${(error as Error).message}\n`);
    return 1;
  }
  try {
    const k = db.kysely;
    if (command === "invite") {
      const email = target!.toLowerCase();
      const name = parsed.values.name?.trim() || email.split("@")[0]!;
      const { token, expiresAt } = await createInvitation(
        k,
        db.kind,
        { email, name, roles: roles.filter(isRole), createdBy: "shell" },
        now,
      );
      const origin = options.staffOrigin ?? `http://localhost:${options.port}`;
      io.out(`Invitation for ${name} <${email}> as ${roles.join(", ")}; single use, valid until ${istTime(expiresAt)}.\n`);
      io.out(`Send this link to them only:\n${invitationUrl(origin, token)}\n`);
      return 0;
    }
    if (command === "users") {
      const users = await k
        .selectFrom("staffUsers")
        .select(["email", "name", "roles", "disabled", "lastSignInAt"])
        .select((eb) =>
          eb
            .selectFrom("staffPasskeys")
            .select((e) => e.fn.countAll<number>().as("n"))
            .whereRef("staffPasskeys.userId", "=", "staffUsers.id")
            .as("passkeys"),
        )
        .orderBy("email")
        .execute();
      if (users.length === 0) {
        io.out("No staff accounts yet. Invite the first administrator: npm run staff -- invite <email> --role admin\n");
        return 0;
      }
      for (const u of users) {
        const state = Number(u.disabled) ? "DISABLED" : "active";
        const last = u.lastSignInAt ? istTime(u.lastSignInAt) : "never signed in";
        io.out(
          `${u.email}  ${u.name}  [${parseRoles(u.roles).join(", ")}]  ${state}  last sign-in: ${last}  passkeys: ${Number(u.passkeys ?? 0)}\n`,
        );
      }
      return 0;
    }
    if (command === "disable") {
      const email = target!.toLowerCase();
      const ended = await k.transaction().execute(async (tx) => {
        const user = await tx.selectFrom("staffUsers").select(["id", "version", "disabled"]).where("email", "=", email).executeTakeFirst();
        if (!user) return undefined;
        await tx
          .updateTable("staffUsers")
          .set({ disabled: 1, version: user.version + 1 })
          .where("id", "=", user.id)
          .execute();
        const sessions = await tx.deleteFrom("staffSessions").where("userId", "=", user.id).executeTakeFirst();
        await appendAudit(tx, db.kind, { actor: "shell", action: "user.disabled", subject: user.id }, now);
        return Number(sessions.numDeletedRows);
      });
      if (ended === undefined) {
        io.err(`No staff account has the email ${email}.\n`);
        return 1;
      }
      io.out(`Disabled ${email}; ${ended} session(s) ended.\n`);
      return 0;
    }
    if (target === "checkpoint") return await auditCheckpoint(k, db.kind, options.keys.audit, io, now);
    return await auditVerify(k, options.keys.audit, parsed.values.checkpoint, io);
  } finally {
    await db.close();
  }
}
