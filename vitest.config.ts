import { defineConfig } from "vitest/config";
import path from "node:path";

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
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: "en",
          include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "forms/**/*.test.ts", "shared/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts", "staff/**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", "**/*.hi.test.tsx"],
          environment: "node",
        },
      },
      {
        // Component tests in Hindi: "#copy/..." is the Hindi copy, as in the
        // Hindi build (vite.config.ts), so the components render Hindi words.
        extends: true,
        resolve: { alias: [{ find: /^#copy\/(.*)$/, replacement: path.resolve(import.meta.dirname, "content", "hi", "$1") }] },
        test: { name: "hi", include: ["app/**/*.hi.test.tsx"], environment: "node" },
      },
    ],
  },
});
