import { defineConfig } from "vitest/config";

// The deployment recipe's tests run real nginx, PostgreSQL and the built
// server: apart from `npm test` (they need `npm run build` first), through
// `npm run test:deploy`.
export default defineConfig({
  test: {
    root: import.meta.dirname + "/..",
    include: ["deploy/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One recipe at a time: they listen on fixed ports.
    fileParallelism: false,
  },
});
