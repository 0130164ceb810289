// `npm run staff -- ...`: see run-staff.ts for the commands.
import { readConfigOrExit } from "../config";
import { runStaff } from "./run-staff";

const config = readConfigOrExit();
process.exitCode = await runStaff(process.argv.slice(2), config, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
