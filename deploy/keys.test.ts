// deploy/keys.sh makes the two key files the server reads at start (owned by
// the service's user, mode 0600, in a 0700 folder), keeps them on a second
// run, and rotates and retires link keys the way the server expects.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseAuditKey } from "../server/keys/audit-key";
import { type LinkKeys, parseLinkKeys } from "../server/keys/link-keys";
import { projectRoot } from "#test/deploy/local-recipe";

const script = path.join(projectRoot, "deploy/keys.sh");
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const me = os.userInfo().username;

function keysDir() {
  const parent = mkdtempSync(path.join(os.tmpdir(), "keys-sh-"));
  dirs.push(parent);
  return path.join(parent, "keys");
}
const run = (dir: string, ...args: string[]) =>
  spawnSync("bash", [script, ...args], { env: { ...process.env, KEYS_DIR: dir, OWNER: me }, encoding: "utf8" });
const ring = (dir: string) => parseLinkKeys(readFileSync(path.join(dir, "link-keys"), "utf8")) as LinkKeys;

describe("deploy/keys.sh", () => {
  it("makes both files for the service's user only, and keeps them on a second run", () => {
    const dir = keysDir();
    expect(run(dir).stdout).toMatch(/made .*link-keys\nmade .*audit-checkpoint\.pem/);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const f of ["link-keys", "audit-checkpoint.pem"]) {
      const s = statSync(path.join(dir, f));
      expect(s.mode & 0o777, f).toBe(0o600);
      expect(s.uid, f).toBe(os.userInfo().uid);
    }
    expect(ring(dir).all).toHaveLength(1);
    expect(typeof parseAuditKey(readFileSync(path.join(dir, "audit-checkpoint.pem"), "utf8"))).toBe("object");
    const before = readFileSync(path.join(dir, "link-keys"), "utf8");
    expect(run(dir).stdout).toMatch(/kept .*link-keys\nkept .*audit-checkpoint\.pem/);
    expect(readFileSync(path.join(dir, "link-keys"), "utf8")).toBe(before);
  });

  it("rotates: a new key first, the previous one kept; retires a previous key but never the current one", async () => {
    const dir = keysDir();
    run(dir);
    const old = ring(dir).current.id;
    // Key ids are the time to the second.
    await new Promise((r) => setTimeout(r, 1100));
    expect(run(dir, "rotate-links").status).toBe(0);
    const rotated = ring(dir);
    expect(rotated.all.map((k) => k.id)).toEqual([rotated.current.id, old]);
    expect(rotated.current.id).not.toBe(old);
    expect(statSync(path.join(dir, "link-keys")).mode & 0o777).toBe(0o600);
    const refused = run(dir, "retire-link", rotated.current.id);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/signs new links: rotate-links first/);
    expect(run(dir, "retire-link", old).status).toBe(0);
    expect(ring(dir).all.map((k) => k.id)).toEqual([rotated.current.id]);
  });

  it("refuses a relative folder and an owner that is not a user name, before touching anything", () => {
    const bad = spawnSync("bash", [script], { env: { ...process.env, KEYS_DIR: "keys", OWNER: me }, encoding: "utf8" });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/KEYS_DIR must be an absolute path/);
    const owner = spawnSync("bash", [script], { env: { ...process.env, KEYS_DIR: keysDir(), OWNER: "$(id)" }, encoding: "utf8" });
    expect(owner.stderr).toMatch(/OWNER must be a user name/);
    expect(() =>
      execFileSync("bash", [script, "launch"], { env: { ...process.env, KEYS_DIR: keysDir(), OWNER: me }, stdio: "pipe" }),
    ).toThrow();
  });
});
