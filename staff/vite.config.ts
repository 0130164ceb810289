import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { readBuildSettings } from "#shared/build-settings";

// The staff console: a second, client-rendered Vite build beside the public
// site's, written to <BUILD_DIR>/staff (never under client/, so the public
// server, sitemap and precompressed public files never see it) and served
// under /staff by server/static/staff-console.ts.
const { buildDir } = readBuildSettings(process.env, path.resolve(import.meta.dirname, ".."));

export default defineConfig({
  root: import.meta.dirname,
  base: "/staff/",
  plugins: [tailwindcss()],
  // Vite's dev server would otherwise look for a public/ folder here.
  publicDir: false,
  build: {
    outDir: path.join(buildDir, "staff"),
    emptyOutDir: true,
    // Inlined assets and the modulepreload polyfill (an inline script) would
    // both need exceptions in the console's strict CSP.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
