// Test support: one process that runs the daily retention purge once against
// the database its environment names, at the time RETENTION_NOW gives, after
// waiting for the file RETENTION_GO to appear (so two processes start it
// together), and prints what it did as one JSON line.
import { existsSync, writeFileSync } from "node:fs";
import { RETENTION_DEFAULT_MONTHS } from "../../server/config";
import { openDatabase } from "../../server/db/database";
import { runRetention } from "../../server/privacy/retention";

const db = await openDatabase({ sqlitePath: process.env.SQLITE_PATH ?? ":memory:", databaseUrl: process.env.DATABASE_URL });
const go = process.env.RETENTION_GO ?? "";
// At the starting line: loaded, the database open. The test says go once both are here.
if (go) writeFileSync(`${go}.${process.pid}.ready`, "");
while (go && !existsSync(go)) await new Promise((r) => setTimeout(r, 5));
const run = await runRetention(db, RETENTION_DEFAULT_MONTHS, new Date(process.env.RETENTION_NOW ?? Date.now()), `pid-${process.pid}`);
process.stdout.write(`${JSON.stringify(run)}\n`);
await db.close();
