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
    testTimeout: 20_000,
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
          exclude: ["**/node_modules/**", ...TRANSLATED_LANGS.map((lang) => `**/*.${lang}.test.tsx`)],
          environment: "node",
        },
      },
      // Component tests in each translation (name.hi.test.tsx): "#copy/..." is
      // that language's copy, as in its build (vite.config.ts), so the
      // components render its words.
      ...TRANSLATED_LANGS.map((lang) => ({
        extends: true,
        resolve: { alias: [{ find: /^#copy\/(.*)$/, replacement: path.resolve(import.meta.dirname, "content", lang, "$1") }] },
        test: { name: lang, include: [`app/**/*.${lang}.test.tsx`], environment: "node" as const },
      })),
    ],
  },
});
