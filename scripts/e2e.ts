// `npm run test:e2e`: checks for the system Chromium, builds if needed, then
// runs Playwright against the production build served by the real server.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readBuildSettings } from "#shared/build-settings";
import { chromePathFromEnv } from "#shared/chromium";

const root = path.resolve(import.meta.dirname, "..");
const chrome = chromePathFromEnv();
if (!existsSync(chrome)) {
  console.error(
    `Chromium was not found at ${chrome}.\n` +
      "The end-to-end tests use Debian's Chromium. Install it with:\n" +
      "  sudo apt-get update && sudo apt-get install -y chromium\n" +
      "or point CHROME_PATH at another Chromium or Chrome binary.",
  );
  process.exit(1);
}
const { buildDir } = readBuildSettings(process.env, root);
if (!existsSync(path.join(buildDir, ".complete")) || process.env.E2E_REBUILD === "1") {
  const b = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/build.ts"], {
    cwd: root,
    stdio: "inherit",
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
// Each run starts on an empty database: one left by an earlier run (other leads, or an older build's
// migrations) would make the run depend on what came before.
const port = Number(process.env.E2E_PORT ?? 4173);
for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(path.join(os.tmpdir(), `site-e2e-${port}.db${suffix}`), { force: true });
const r = spawnSync(path.join(root, "node_modules/.bin/playwright"), ["test", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
});
process.exit(r.status ?? 1);
