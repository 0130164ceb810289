import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { site } from "#content/site";
import { readBuildSettings } from "#shared/build-settings";

// SITE_ORIGIN lets a deployment (staging, a new domain) set canonical links
// and the sitemap without editing content.
const { siteOrigin } = readBuildSettings();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    __SITE_ORIGIN__: JSON.stringify(siteOrigin),
    __IMAGE_BASE_URL__: JSON.stringify(site.imageBaseUrl),
  },
  build: {
    // Inlined assets would need a CSP exception; every asset stays a file.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Small modules that most pages share travel as one file: a dozen
        // tiny chunks would each pay their own gzip and request overhead.
        advancedChunks: {
          groups: [
            {
              name: "shared",
              test: /[\\/](app[\\/]lib[\\/](boot-script|images|motion|phone|seo|structured-data)\.ts|app[\\/]components[\\/]ui[\\/](picture|page-header|lazy-island)|content[\\/](site|navigation)\.ts)/,

            },
          ],
        },
      },
    },
  },
});
