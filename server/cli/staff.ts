// `npm run staff -- ...`: see run-staff.ts for the commands.
import { readConfigOrExit } from "../config";
import { loadKeysOrExit } from "../keys/key-files";
import { runStaff } from "./run-staff";

const config = readConfigOrExit();
process.exitCode = await runStaff(
  process.argv.slice(2),
  { ...config, keys: loadKeysOrExit(config.keySettings), staffMail: config.delivery.email !== undefined },
  {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  },
);
