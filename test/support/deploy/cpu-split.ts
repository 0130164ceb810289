// deploy/systemd/cpu-split.sh as the local recipe applies it: the script runs
// for real, into a folder of the recipe's, and its drop-in says the cores.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "../../..");

/** Runs deploy/systemd/cpu-split.sh into `dir` and returns the CPUAffinity= it wrote (undefined on a single core). */
export function cpuSplit(dir: string): string | undefined {
  execFileSync("bash", [path.join(projectRoot, "deploy/systemd/cpu-split.sh")], {
    env: { ...process.env, SYSTEMD_DIR: dir },
    stdio: "ignore",
  });
  const conf = path.join(dir, "udyamitra@.service.d/cpu-split.conf");
  return existsSync(conf) ? /^CPUAffinity=(\S+)$/m.exec(readFileSync(conf, "utf8"))?.[1] : undefined;
}
