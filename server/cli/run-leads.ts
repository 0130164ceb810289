// The company's tool for the stored leads: export, resume download, retention purge.
// Kept apart from leads.ts (the entry) so tests can run it against their own database.
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { type DatabaseOptions, openDatabase } from "../db/database";
import { getResume, listLeads, purgeBefore } from "../db/leads";
import type { LeadTable } from "../db/schema";
import { toCsv } from "./csv";

export const USAGE = `Usage:
  npm run leads -- export <newsletter|partners|applications|loans> [--format csv|json] [--since YYYY-MM-DD]
  npm run leads -- resume <id> --out FILE
  npm run leads -- purge --older-than DAYS
Uses SQLITE_PATH (default data/site.db) or DATABASE_URL, like the server.`;

const KINDS: Record<string, { table: LeadTable; columns: string[] }> = {
  newsletter: { table: "newsletterSubscriptions", columns: ["id", "createdAt", "email"] },
  partners: {
    table: "partnerEnquiries",
    columns: ["id", "createdAt", "name", "email", "phone", "company", "loanAmount", "purpose", "message"],
  },
  applications: {
    table: "jobApplications",
    columns: [
      "id", "createdAt", "jobId", "firstName", "lastName", "email", "phone", "experience", "location", "company",
      "currentCtc", "expectedCtc", "noticePeriod", "coverLetter", "resumeFileName", "resumeType", "resumeSize", "resumeSha256",
    ],
  },
  loans: { table: "loanEnquiries", columns: ["id", "createdAt", "name", "mobile", "company", "product", "amount", "city", "message"] },
};

const TABLE_LABELS: Record<LeadTable, string> = {
  newsletterSubscriptions: "newsletter",
  partnerEnquiries: "partners",
  jobApplications: "applications",
  loanEnquiries: "loans",
};

export type Io = { out: (text: string) => void; err: (text: string) => void };

class UsageError extends Error {}

/** Runs one command; returns the process exit code. */
export async function runLeads(argv: string[], dbOptions: DatabaseOptions, io: Io, now = new Date()): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { format: { type: "string" }, since: { type: "string" }, out: { type: "string" }, "older-than": { type: "string" } },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const [command, arg, ...extra] = parsed.positionals;
  const { values } = parsed;
  // A typo must not create an empty database file where none was.
  if (!["export", "resume", "purge"].includes(command ?? "")) {
    io.err(`${command ? `Unknown command: ${command}` : "No command given"}\n${USAGE}\n`);
    return 2;
  }
  const db = await openDatabase(dbOptions);
  try {
    if (extra.length) throw new UsageError(`Unexpected arguments: ${extra.join(" ")}`);
    if (command === "export") {
      const kind = KINDS[arg ?? ""];
      if (!kind) throw new UsageError(`Export what? One of: ${Object.keys(KINDS).join(", ")}`);
      const format = values.format ?? "csv";
      if (format !== "csv" && format !== "json") throw new UsageError("--format must be csv or json");
      let since: string | undefined;
      if (values.since !== undefined) {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(values.since) || Number.isNaN(Date.parse(values.since))) throw new UsageError("--since must be a date YYYY-MM-DD");
        since = new Date(`${values.since}T00:00:00.000Z`).toISOString();
      }
      const rows = await listLeads(db.kysely, kind.table, since);
      io.out(format === "json" ? JSON.stringify(rows, null, 2) + "\n" : toCsv(kind.columns, rows));
      return 0;
    }
    if (command === "resume") {
      if (!arg || !values.out) throw new UsageError("resume needs an application id and --out FILE");
      const resume = await getResume(db.kysely, arg);
      if (!resume) {
        io.err(`No application with id ${arg}\n`);
        return 1;
      }
      const bytes = Buffer.from(resume.resume);
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      if (sha256 !== resume.resumeSha256) {
        io.err(`The stored file does not match its checksum (${resume.resumeSha256}); not written.\n`);
        return 1;
      }
      // "wx": never overwrite a file that is already there.
      await writeFile(values.out, bytes, { flag: "wx" });
      io.out(`Wrote ${bytes.length} bytes (${resume.resumeType}, sha256 ${sha256}) to ${values.out}; the applicant named it "${resume.resumeFileName}".\n`);
      return 0;
    }
    if (command === "purge") {
      const days = Number(values["older-than"]);
      if (!values["older-than"] || !Number.isInteger(days) || days < 0) throw new UsageError("purge needs --older-than DAYS (a whole number)");
      const before = new Date(now.getTime() - days * 86_400_000).toISOString();
      const counts = await purgeBefore(db.kysely, before);
      io.out(`Deleted rows created before ${before}:\n`);
      for (const [table, count] of Object.entries(counts)) io.out(`  ${TABLE_LABELS[table as LeadTable]}: ${count}\n`);
      return 0;
    }
    throw new UsageError(`Unknown command: ${command}`);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n${USAGE}\n`);
      return 2;
    }
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      io.err(`${values.out} already exists; choose another --out file.\n`);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}
