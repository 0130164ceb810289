// What every `npm run leads -- <command>` shares: its arguments, output, and
// the two kinds of failure a person at a terminal should see as one line.
import type { Kysely } from "kysely";
import { type DatabaseOptions, type Db, openDatabase } from "../db/database";
import type { Database } from "../db/schema";

export type Io = { out: (text: string) => void; err: (text: string) => void };

type CommandContext = {
  db: Kysely<Database>;
  kind: "sqlite" | "postgres";
  /** Positional arguments after the command's name. */
  args: string[];
  options: Record<string, string | boolean | undefined>;
  io: Io;
  now: Date;
};

export type Command = {
  /** One line per form of the command, for the usage text. */
  usage: string[];
  /** Options the command takes (parsed for every command; each checks its own). */
  options?: Record<string, { type: "string" | "boolean" }>;
  run(ctx: CommandContext): Promise<number>;
};

/** The person typed something wrong: the message and the usage, exit code 2. */
export class UsageError extends Error {}
/** Typed right but cannot be done (no such reference, file exists): the message, exit code 1. */
export class CommandError extends Error {}

/** A calendar date YYYY-MM-DD that exists, as the ISO time of its start (UTC), or a UsageError. */
export function parseDate(value: string, option: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== value)
    throw new UsageError(`${option} must be a date YYYY-MM-DD, such as 2026-11-01 (got "${value}")`);
  return date.toISOString();
}

/** Opens the database for a command; undefined once it has said why it cannot (the command exits with 1). */
export async function openForCommand(options: DatabaseOptions, io: Io): Promise<Db | undefined> {
  try {
    return await openDatabase(options);
  } catch (error) {
    io.err(`Cannot open the database: ${(error as Error).message}\n`);
    return undefined;
  }
}
