// Build-time settings, read from the environment once and checked: the Vite
// and React Router configs, the build script, the e2e setup and the
// benchmarks all take them from here. A bad value stops with its name and
// what is expected. (The server's own settings are in server/config.ts.)
import path from "node:path";
import { z } from "zod";
import { site } from "#content/site";
// Through the "#shared" alias, not "./locales": vite.config.ts imports this
// file, and Vite's native config loader wants relative imports to name their
// extension, which our tsconfig does not allow; an alias maps to the file.
import { DEFAULT_LANG, LANGS, type Lang } from "#shared/locales";

const DEFAULT_BUILD_DIR = "build";

const schema = z.object({
  BUILD_DIR: z.string().trim().min(1).default(DEFAULT_BUILD_DIR),
  SITE_ORIGIN: z
    .url({ protocol: /^https?$/, error: "must be an http(s) origin such as https://www.example.in" })
    .refine((u) => new URL(u).pathname === "/", "must be an origin without a path")
    .transform((u) => new URL(u).origin)
    .default(site.origin),
  /** Which language's site one React Router build makes (the build script runs one per language). */
  SITE_LOCALE: z.enum(LANGS, { error: `must be one of ${LANGS.join(", ")}` }).default(DEFAULT_LANG),
});

type BuildSettings = {
  /** Absolute path of the build folder. */
  buildDir: string;
  /** The folder the static site is written to (buildDir/client). */
  clientDir: string;
  /** Public origin for canonical links, the sitemap and social tags, without a trailing slash. */
  siteOrigin: string;
  /** The language a single React Router build makes. */
  locale: Lang;
};

export class SettingsError extends Error {}

/** Empty strings count as unset, as in a .env file with `NAME=`. */
function present(env: NodeJS.ProcessEnv, names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of names) if (env[n] !== undefined && env[n] !== "") out[n] = env[n]!;
  return out;
}

export function readBuildSettings(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): BuildSettings {
  const parsed = schema.safeParse(present(env, Object.keys(schema.shape)));
  if (!parsed.success) {
    throw new SettingsError(
      "Invalid build settings:\n" + parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`).join("\n"),
    );
  }
  const buildDir = path.resolve(root, parsed.data.BUILD_DIR);
  return { buildDir, clientDir: path.join(buildDir, "client"), siteOrigin: parsed.data.SITE_ORIGIN, locale: parsed.data.SITE_LOCALE };
}
