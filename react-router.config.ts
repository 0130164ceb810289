import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { readBuildSettings } from "#shared/build-settings";
import { LANG_PREFIX } from "#shared/locales";
import { prerenderPaths } from "#shared/route-list";

// Static site: every page is rendered to HTML at build time and hydrated in
// the browser. The Fastify server only serves those files and the /api routes.
// One build per language (SITE_LOCALE): Hindi is the same app under /hi with
// its own copy (docs/decisions/070-languages.md); scripts/build.ts merges them.
const { buildDir, locale } = readBuildSettings();
const prefix = LANG_PREFIX[locale];

export default {
  ssr: false,
  basename: prefix || "/",
  // BUILD_DIR lets parallel builds (and CI jobs) use separate folders; other languages build beside it.
  buildDirectory: prefix ? path.join(buildDir, `.${locale}`) : buildDir,
  prerender: prerenderPaths,
  future: {
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
