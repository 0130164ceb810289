// `npm run leads -- ...`: see run-leads.ts for the commands.
import { readConfigOrExit } from "../config";
import { runLeads } from "./run-leads";

const config = readConfigOrExit();
const code = await runLeads(process.argv.slice(2), config, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
process.exitCode = code;
