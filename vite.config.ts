import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";
import { site } from "#content/site";
import { readBuildSettings } from "#shared/build-settings";
import { sharedChunkPattern } from "#shared/chunk-groups";
import { liveContentPlugin } from "#scripts/site-content/vite-plugin";

// SITE_ORIGIN lets a deployment (staging, a new domain) set canonical links
// and the sitemap without editing content.
const { siteOrigin, locale, buildDir } = readBuildSettings();
const root = import.meta.dirname;

export default defineConfig({
  plugins: [
    // Content staff edit from the console (docs/decisions/130-live-site-content.md).
    liveContentPlugin({ root, lang: locale, keepServerBuildIn: path.join(buildDir, "render", locale) }),
    tailwindcss(),
    reactRouter(),
  ],
  // "#copy/..." is this build's language's copy (package.json points it at
  // English); a Hindi build reads content/hi/ instead, so its pages carry
  // only Hindi words (docs/decisions/070-languages.md).
  resolve: { alias: [{ find: /^#copy\/(.*)$/, replacement: path.resolve(import.meta.dirname, "content", locale, "$1") }] },
  define: {
    __SITE_ORIGIN__: JSON.stringify(siteOrigin),
    __IMAGE_BASE_URL__: JSON.stringify(site.imageBaseUrl),
  },
  build: {
    // Inlined assets would need a CSP exception; every asset stays a file.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Small modules that most pages share travel as one file (shared/chunk-groups.ts).
        advancedChunks: { groups: [{ name: "shared", test: sharedChunkPattern() }] },
      },
    },
  },
});
