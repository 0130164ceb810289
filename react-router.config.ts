import type { Config } from "@react-router/dev/config";
import { readBuildSettings } from "#shared/build-settings";
import { prerenderPaths } from "#shared/route-list";

// Static site: every page is rendered to HTML at build time and hydrated in
// the browser. The Fastify server only serves those files and the /api routes.
export default {
  ssr: false,
  // BUILD_DIR lets parallel builds (and CI jobs) use separate folders.
  buildDirectory: readBuildSettings().buildDir,
  prerender: prerenderPaths,
  future: {
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
