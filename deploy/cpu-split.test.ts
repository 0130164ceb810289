// deploy/systemd/cpu-split.sh writes the drop-ins that keep core 0 for nginx:
// the server instances and every PostgreSQL cluster on the other cores, and
// nothing on a single core (a CPUAffinity= naming no core would stop them).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cpuSplit } from "#test/deploy/cpu-split";
import { projectRoot } from "#test/deploy/local-recipe";

const script = path.join(projectRoot, "deploy/systemd/cpu-split.sh");
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function run(cores: number, dir = mkdtempSync(path.join(os.tmpdir(), "cpu-split-"))) {
  dirs.push(dir);
  const said = execFileSync("bash", [script], { env: { ...process.env, SYSTEMD_DIR: dir, NPROC: String(cores) }, encoding: "utf8" });
  const dropIn = (unit: string) => {
    const file = path.join(dir, `${unit}.d/cpu-split.conf`);
    return existsSync(file) ? readFileSync(file, "utf8") : undefined;
  };
  return { dir, said, server: dropIn("udyamitra@.service"), postgres: dropIn("postgresql@.service") };
}

describe("deploy/systemd/cpu-split.sh", () => {
  it("puts the servers and PostgreSQL on every core but the first", () => {
    for (const [cores, list] of [
      [2, "1"],
      [4, "1-3"],
      [16, "1-15"],
    ] as const) {
      const { server, postgres, said } = run(cores);
      expect(server).toMatch(new RegExp(`^\\[Service\\]\\nCPUAffinity=${list}\\n`, "m"));
      expect(postgres).toBe(server);
      expect(said).toContain(`cores ${list}`);
    }
  });

  it("splits nothing on one core, and takes back a split written before", () => {
    const before = run(4);
    const after = run(1, before.dir);
    expect(after.server).toBeUndefined();
    expect(after.postgres).toBeUndefined();
    expect(after.said).toContain("one core");
  });

  it("refuses a core count that is not a plain number, before any arithmetic (bash would run what is in it)", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cpu-split-"));
    dirs.push(dir);
    const proof = path.join(dir, "ran");
    for (const nproc of [`HOME[$(touch ${proof})]`, "0x10", "0", ""]) {
      const run = spawnSync("bash", [script], { env: { ...process.env, SYSTEMD_DIR: dir, NPROC: nproc || " " }, encoding: "utf8" });
      expect(run.status, nproc).toBe(1);
      expect(run.stderr).toContain("NPROC must be a whole number of cores");
    }
    expect(existsSync(proof)).toBe(false);
    const relative = spawnSync("bash", [script], { env: { ...process.env, SYSTEMD_DIR: "etc/systemd", NPROC: "4" }, encoding: "utf8" });
    expect(relative.status).toBe(1);
    expect(relative.stderr).toContain("SYSTEMD_DIR must be an absolute path");
  });

  it("is what the local recipe applies on this machine", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cpu-split-"));
    dirs.push(dir);
    const cores = os.availableParallelism();
    expect(cpuSplit(dir)).toBe(cores < 2 ? undefined : cores === 2 ? "1" : `1-${cores - 1}`);
  });
});
