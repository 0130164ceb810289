// `npm run content -- export [--dry-run]`: writes the live content (published
// from the console) back into content/ so that git catches up
// (docs/decisions/130-live-site-content.md). Kept apart from content.ts (the
// entry) so tests run it against their own database and folder.
import { parseArgs } from "node:util";
import { type DatabaseOptions, openDatabase } from "../db/database";
import { readLiveState } from "../site-content/live-state";
import { contentDb } from "../site-content/tables";
import type { Io } from "./command";
import { planExport, readMarks, writeExport } from "./content-export";

const USAGE = `Usage:
  npm run content -- export            (writes the live content into content/ and raises content/published-versions.json)
  npm run content -- export --dry-run  (lists what it would change; exits 0)
Uses SQLITE_PATH or DATABASE_URL, like the server. Run it in a checkout, then review the diff and commit it.`;

export async function runContent(argv: string[], options: DatabaseOptions & { root: string }, io: Io): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { "dry-run": { type: "boolean" } } });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (parsed.positionals.join(" ") !== "export") {
    io.err(`${parsed.positionals.length ? `Unknown command: ${parsed.positionals.join(" ")}` : "No command given."}\n${USAGE}\n`);
    return 2;
  }
  const db = await openDatabase(options);
  try {
    const { versions } = await readLiveState(contentDb(db.kysely));
    const marks = await readMarks(options.root);
    const plan = await planExport(options.root, versions, marks);
    if (plan.length === 0) {
      io.out("content/ already holds the live content.\n");
      return 0;
    }
    const dry = parsed.values["dry-run"] === true;
    io.out(`${dry ? "Would write" : "Writing"} the live content into content/:\n`);
    for (const p of plan) {
      io.out(`  ${p.section}: version ${p.number}${p.files.length ? ` -> ${p.files.join(", ")}` : " (git has its value already)"}\n`);
    }
    io.out(`  content/published-versions.json: ${plan.map((p) => `${p.section} ${p.number}`).join(", ")}\n`);
    const conflicts = plan.filter((p) => p.gitChanged);
    if (conflicts.length) {
      io.out(
        `Git changed these sections after their live version was started from it; the export replaces git's change, so merge it back by hand from the diff:\n${conflicts.map((p) => `  ${p.section}\n`).join("")}`,
      );
    }
    if (dry) return 0;
    const written = await writeExport(options.root, plan, versions, marks);
    io.out(`Wrote ${written.length} files. Review them (git diff), run npm run build, and commit.\n`);
    return 0;
  } finally {
    await db.close();
  }
}
