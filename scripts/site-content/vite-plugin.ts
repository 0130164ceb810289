// The Vite side of live content (docs/decisions/130-live-site-content.md):
// - in the browser build, every live content module becomes an import of its
//   bare specifier, resolved by each page's import map (scripts/site-content/import-map.ts);
// - in the server build React Router prerenders with, each becomes a stand-in
//   that takes the renderer's values (live-modules.ts, standInSource);
// - that server build is kept (React Router deletes it with ssr: false), so
//   the pages can be rendered again at publish time from the same route modules.
import { cpSync, readFileSync, rmSync } from "node:fs";
import type { Plugin } from "vite";
import type { Lang } from "#shared/locales";
import { LIVE_PREFIX, exportNames, liveModules, liveModulesOf, standInSource } from "#scripts/site-content/live-modules";

const GIT_QUERY = "?git-version";

export function liveContentPlugin(options: { root: string; lang: Lang; keepServerBuildIn: string }): Plugin {
  const byFile = new Map(liveModulesOf(liveModules(options.root), options.lang).map((m) => [m.file, m.key]));
  return {
    name: "site:live-content",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, resolveOptions) {
      if (source.startsWith(LIVE_PREFIX)) return { id: source, external: true };
      if (this.environment.name !== "client" || source.endsWith(GIT_QUERY)) return null;
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true });
      const key = resolved && byFile.get(resolved.id);
      return key ? { id: `${LIVE_PREFIX}${key}`, external: true } : resolved;
    },
    load(id) {
      if (this.environment.name === "client") return null;
      const key = byFile.get(id);
      if (!key) return null;
      return standInSource(key, `${id}${GIT_QUERY}`, exportNames(readFileSync(id, "utf8"), id));
    },
    writeBundle: {
      order: "pre",
      sequential: true,
      handler(outputOptions) {
        if (this.environment.name === "client" || !outputOptions.dir) return;
        rmSync(options.keepServerBuildIn, { recursive: true, force: true });
        cpSync(outputOptions.dir, options.keepServerBuildIn, { recursive: true });
      },
    },
  };
}
