// The staff accounts from the shell: `npm run staff -- <command>`. The first
// administrator is invited here; after that, administrators use the console.
// Kept apart from staff.ts (the entry) so tests run it against their own database.
import { parseArgs } from "node:util";
import { ROLES, isRole } from "#shared/staff-api/roles";
import type { DatabaseOptions } from "../db/database";
import type { Keys } from "../keys/key-files";
import { type Io, openForCommand } from "./command";
import { auditCheckpoint, auditVerify } from "./staff-audit";
import { type PeopleContext, disable, invite, listInvitations, listUsers, recover, revoke } from "./staff-people";

type StaffCliOptions = DatabaseOptions & {
  /** STAFF_ORIGIN, or undefined for a developer's machine (http://localhost:PORT). */
  staffOrigin: string | undefined;
  port: number;
  /** The keys kept outside the database (link signing, audit checkpoints). */
  keys: Keys;
  /** A mail server is set: invitations and recovery links are emailed (by the server's outbox), never printed. */
  staffMail: boolean;
};

const USAGE = `Usage:
  npm run staff -- invite <email> --role <role> [--role <role>...] [--name <name>]
                                  (a new account only; emails the one-time link, valid 24 hours, or, with no
                                  mail server set, prints it as the last line)
  npm run staff -- invitations    (those waiting to be used: who invited whom, roles, until when)
  npm run staff -- invitations revoke <id>
  npm run staff -- users          (people, roles, last sign-in, passkeys)
  npm run staff -- disable <email>  (ends their sessions at once, revokes the invitations they made)
  npm run staff -- recover <email>  (break-glass for a single administrator: replaces their passkeys; the link
                                  goes to their address, or is printed with no mail server set; audited)
  npm run staff -- audit verify [--checkpoint <file>]
                                  (exit 0 when the audit trail is intact and extends the checkpoint given,
                                  or else the newest one kept; 1 naming what is wrong)
  npm run staff -- audit checkpoint  (prints a checkpoint of the trail signed with the audit key: keep it elsewhere)
Roles: ${ROLES.join(", ")}. Uses SQLITE_PATH or DATABASE_URL, STAFF_ORIGIN, the key files and SMTP_URL, like the server.`;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const COMMANDS = ["invite", "invitations", "users", "disable", "recover", "audit"];

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
  if (!COMMANDS.includes(command)) return usage(`Unknown command: ${command}`);
  const revoking = command === "invitations" && target === "revoke";
  if (extra.length > (revoking ? 1 : 0)) return usage(`Unexpected arguments: ${extra.join(" ")}`);
  if (command === "invitations" && target !== undefined && !(revoking && extra[0]))
    return usage("The invitations commands are: invitations, invitations revoke <id>");
  if (["invite", "disable", "recover"].includes(command) && (!target || target.length > 254 || !EMAIL.test(target)))
    return usage(`${command} needs an email address, such as asha@example.in`);
  if (command === "audit" && target !== "verify" && target !== "checkpoint")
    return usage("The audit commands are: audit verify [--checkpoint <file>], audit checkpoint");
  const roles = parsed.values.role ?? [];
  if (command === "invite") {
    if (roles.length === 0) return usage("invite needs at least one --role");
    const unknown = roles.find((r) => !isRole(r));
    if (unknown) return usage(`Unknown role: ${unknown}`);
  }

  const db = await openForCommand(options, io);
  if (!db) return 1;
  try {
    const k = db.kysely;
    const people: PeopleContext = {
      db: k,
      kind: db.kind,
      keys: options.keys.link,
      origin: options.staffOrigin ?? `http://localhost:${options.port}`,
      mail: options.staffMail,
      io,
      now,
    };
    const email = target?.toLowerCase() ?? "";
    switch (command) {
      case "invite":
        return await invite(people, email, parsed.values.name?.trim() || email.split("@")[0]!, roles.filter(isRole));
      case "invitations":
        return revoking ? await revoke(people, extra[0]!) : await listInvitations(people);
      case "users":
        return await listUsers(people);
      case "disable":
        return await disable(people, email);
      case "recover":
        return await recover(people, email);
      default:
        if (target === "checkpoint") return await auditCheckpoint(k, db.kind, options.keys.audit, io, now);
        return await auditVerify(k, options.keys.audit, parsed.values.checkpoint, io);
    }
  } finally {
    await db.close();
  }
}
