import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin is for the app build,
// not for tests, which render components directly.
export default defineConfig({
  define: {
    __SITE_ORIGIN__: JSON.stringify("https://www.udyamitra.example"),
    __IMAGE_BASE_URL__: JSON.stringify(""),
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "forms/**/*.test.ts", "shared/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
