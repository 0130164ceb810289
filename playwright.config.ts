import { defineConfig, devices } from "@playwright/test";
import os from "node:os";
import path from "node:path";
import { readBuildSettings } from "#shared/build-settings";
import { CHROMIUM_FLAGS, chromePathFromEnv } from "#shared/chromium";

// End-to-end tests drive the production build, served by the real server,
// in Debian's Chromium (no browser download on this machine).
const port = Number(process.env.E2E_PORT ?? 4173);
const { buildDir } = readBuildSettings();
export const e2eDatabase = path.join(os.tmpdir(), `site-e2e-${port}.db`);
/** The test mail server (e2e/global-setup.ts) and the folder where it leaves each lead's email. */
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1);
export const e2eMailDir = path.join(os.tmpdir(), `site-e2e-${port}-mail`);

/** The built server that the e2e run starts. */
export const e2eServerBundle = path.join(buildDir, "api/main.mjs");
/**
 * What every built server of the e2e run is given besides its port and database: the webServer below, and the
 * two PostgreSQL processes of e2e/publishing-two-processes.spec.ts.
 */
export const e2eServerEnv = {
  CLIENT_DIR: path.join(buildDir, "client"),
  LOG_LEVEL: "warn",
  // The e2e suite sends many forms from one address.
  FORM_RATE_LIMIT: "1000",
  FORM_RATE_LIMIT_TOTAL: "1000",
  // Every lead is emailed to the test mail server (e2e/delivery.spec.ts).
  SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
  LEADS_EMAIL_FROM: "leads@udyamitra.example",
  LEADS_EMAIL_TO: "sales@udyamitra.example",
  LEADS_RETRY_FIRST_SECONDS: "1",
  // Load shedding off: on a loaded 2-core CI machine the browsers' and builds' busy time looks like the server's
  // own overload, and a form sent by a test was refused with 503 (server/plugins/event-loop-guard.ts has its tests).
  MAX_EVENT_LOOP_UTILIZATION: "1",
  MAX_EVENT_LOOP_DELAY_MS: "0",
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  globalSetup: "./e2e/global-setup.ts",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromePathFromEnv(), args: [...CHROMIUM_FLAGS] },
    trace: "off",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node ${e2eServerBundle}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // The server's warnings and errors in the run's output (LOG_LEVEL warn): a 5xx in a test shows its cause.
    stdout: "pipe",
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      SQLITE_PATH: e2eDatabase,
      ...e2eServerEnv,
      // Only E2E_DATABASE_URL moves this server to PostgreSQL (TEST_DATABASE_URL, which CI also sets, does not).
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
