import { defineConfig } from "vitest/config";
import path from "node:path";
import { TRANSLATED_LANGS } from "#shared/locales";

// Separate from vite.config.ts: the React Router plugin is for the app build,
// not for tests, which render components directly.
const shared = {
  define: {
    __SITE_ORIGIN__: JSON.stringify("https://www.udyamitra.example"),
    __IMAGE_BASE_URL__: JSON.stringify(""),
  },
};

export default defineConfig({
  ...shared,
  test: {
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // With files sharing a worker (below), a global stubbed by one test must not outlive it.
    unstubGlobals: true,
    unstubEnvs: true,
    testTimeout: 20_000,
    // Files share their worker and its modules (fastify, React, jsdom, zod are
    // loaded once per worker, not once per file): a fresh worker per file cost
    // two thirds of `npm test`'s CPU time (docs/quality.md, "Test suite").
    // It holds because nothing in the tree keeps state between files: no test
    // writes process.env (servers get their settings as arguments, child
    // processes as their own env), every fake timer is given back in an
    // afterEach or finally, globals are stubbed with vi.stubGlobal (undone by
    // unstubGlobals), each server test opens its own database and closes its
    // app, and vitest.setup.ts resets what jsdom keeps between files. A file
    // that cannot meet that goes into a project of its own with `isolate: true`.
    isolate: false,
    // One worker per core (vitest's default leaves one core idle: one worker
    // on this two-core machine), since most of a server test's time is spent
    // waiting for a socket, a timer or a child process. Not more: on a machine
    // shared with other work, a third worker made the tests with real time
    // limits (a server process's start, the resume reader's 3 s) miss them.
    maxWorkers: "100%",
    projects: [
      {
        extends: true,
        test: {
          name: "en",
          include: [
            "app/**/*.test.{ts,tsx}",
            "content/**/*.test.ts",
            "forms/**/*.test.ts",
            "shared/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
            "staff/**/*.test.{ts,tsx}",
          ],
          exclude: ["**/node_modules/**", "staff/**/*.screen.test.tsx", ...TRANSLATED_LANGS.map((lang) => `**/*.${lang}.test.tsx`)],
          environment: "node",
        },
      },
      // The console's screens against the real app in the same process (name.screen.test.tsx): jsdom for the
      // screen, modules transformed as for Node so that the server starts beside it (test/support/jsdom-with-server.ts).
      // A project because a file's environment comment takes only a built-in environment's name.
      {
        extends: true,
        test: { name: "screens", include: ["staff/**/*.screen.test.tsx"], environment: "./test/support/jsdom-with-server.ts" },
      },
      // Component tests in each translation (name.hi.test.tsx): "#copy/..." is
      // that language's copy, as in its build (vite.config.ts), so the
      // components render its words. A project of its own, so its workers
      // never hold a component already loaded with the English words.
      ...TRANSLATED_LANGS.map((lang) => ({
        extends: true,
        resolve: { alias: [{ find: /^#copy\/(.*)$/, replacement: path.resolve(import.meta.dirname, "content", lang, "$1") }] },
        test: { name: lang, include: [`app/**/*.${lang}.test.tsx`], environment: "node" as const },
      })),
    ],
  },
});
