// For the tests of live site content: a complete production build (its kept
// server builds render the pages, as in production). CI builds before it
// tests; on a fresh checkout the first test to need it builds it once (other
// test files wait for that build instead of starting their own).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { readBuildSettings } from "#shared/build-settings";

const root = path.resolve(import.meta.dirname, "../..");

type SiteBuild = { buildDir: string; clientDir: string };

const complete = (buildDir: string) =>
  existsSync(path.join(buildDir, ".complete")) && existsSync(path.join(buildDir, "render", "baseline.json"));

export async function siteBuild(): Promise<SiteBuild> {
  const { buildDir, clientDir } = readBuildSettings(process.env, root);
  const lock = `${buildDir}.test-build-lock`;
  for (const deadline = Date.now() + 600_000; !complete(buildDir);) {
    try {
      mkdirSync(lock);
    } catch {
      if (Date.now() > deadline) throw new Error(`waited 10 minutes for another test's build of ${buildDir}`);
      await new Promise((r) => setTimeout(r, 1000));
      continue;
    }
    try {
      const b = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/build.ts"], {
        cwd: root,
        stdio: "inherit",
      });
      if (b.status !== 0) throw new Error("the production build failed");
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return { buildDir, clientDir };
}
