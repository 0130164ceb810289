// The company's tool for the stored leads: `npm run leads -- <command>`.
// Kept apart from leads.ts (the entry) so tests run it against their own database.
import { parseArgs } from "node:util";
import type { DatabaseOptions } from "../db/database";
import { type Command, CommandError, type Io, UsageError, openForCommand } from "./command";
import { complaintCommand } from "./commands/complaint";
import { complaintsReportCommand } from "./commands/complaints-report";
import { exportCommand } from "./commands/export";
import { outboxCommand } from "./commands/outbox";
import { purgeCommand } from "./commands/purge";
import { resumeCommand } from "./commands/resume";

const commands: Record<string, Command> = {
  export: exportCommand,
  resume: resumeCommand,
  purge: purgeCommand,
  outbox: outboxCommand,
  complaint: complaintCommand,
  "complaints-report": complaintsReportCommand,
};

function usage(): string {
  const lines = Object.values(commands).flatMap((c) => c.usage.map((u) => `  npm run leads -- ${u}`));
  return `Usage:\n${lines.join("\n")}\nUses SQLITE_PATH (default data/site.db) or DATABASE_URL, like the server.`;
}

/** Runs one command; returns the process exit code. Never throws for a person's mistake. */
export async function runLeads(argv: string[], dbOptions: DatabaseOptions, io: Io, now = new Date()): Promise<number> {
  const name = argv[0];
  const command = name ? commands[name] : undefined;
  // A typo must not create an empty database file where none was.
  if (!command) {
    io.err(`${name ? `Unknown command: ${name}` : "No command given"}\n${usage()}\n`);
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({ args: argv.slice(1), allowPositionals: true, options: command.options ?? {} });
  } catch (error) {
    io.err(`${(error as Error).message}\n${usage()}\n`);
    return 2;
  }
  const db = await openForCommand(dbOptions, io);
  if (!db) return 1;
  try {
    return await command.run({ db: db.kysely, kind: db.kind, args: parsed.positionals, options: parsed.values, io, now });
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n${usage()}\n`);
      return 2;
    }
    if (error instanceof CommandError) {
      io.err(`${error.message}\n`);
      return 1;
    }
    // A file the person named that cannot be written: say which and why, no stack trace.
    const e = error as NodeJS.ErrnoException;
    if (e.code === "EEXIST") io.err(`${e.path ?? "The file"} already exists; choose another --out file.\n`);
    else if (e.code === "ENOENT" || e.code === "EACCES" || e.code === "EISDIR" || e.code === "ENOTDIR" || e.code === "EROFS") {
      io.err(
        `Cannot write ${e.path ?? "the file"}: ${e.code === "ENOENT" ? "its folder does not exist" : e.code === "EISDIR" ? "it is a folder" : "permission denied"}.\n`,
      );
    } else io.err(`The command failed: ${e.message}\n`);
    return 1;
  } finally {
    await db.close();
  }
}
