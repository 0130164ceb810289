// `npm run content -- ...`: see run-content.ts for the commands.
import path from "node:path";
import { readConfigOrExit } from "../config";
import { runContent } from "./run-content";

const config = readConfigOrExit();
process.exitCode = await runContent(
  process.argv.slice(2),
  { sqlitePath: config.sqlitePath, databaseUrl: config.databaseUrl, root: path.resolve(import.meta.dirname, "../..") },
  { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) },
);
