// Which modules the browser build packs into its "shared" chunk: small
// modules that most pages use, which as a dozen tiny chunks would each pay
// their own gzip and request overhead. vite.config.ts reads this; it lives
// here so the language list can feed it (and a test can ask it about a
// language that is not in the list yet).
import { LANGS } from "#shared/locales";

const APP_MODULES = String.raw`app[\\/]lib[\\/](boot-script|images|motion|on-scroll-frame|phone|seo|structured-data)\.ts|app[\\/]components[\\/]ui[\\/](accordion|column-heads|headed-section|lazy-island|page-header|picture|postal-address|text-cards)`;

/** The shared chunk's module test, with each language's shell and locale copy (content/<lang>/shell.ts, locale.ts). */
export function sharedChunkPattern(langs: readonly string[] = LANGS): RegExp {
  const codes = langs.map((lang) => lang.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  return new RegExp(String.raw`[\\/](${APP_MODULES}|content[\\/](site\.ts|(?:${codes})[\\/](?:shell|locale)\.ts))`);
}
