// The browser's copy of each live content module: its values written as data
// (`export const jobs = [...]`), in a file named by its content under
// /assets/, so it is cached for a year like the build's chunks and a page
// names exactly the version it was rendered with.
import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";

/** Where the module files are served from (a folder of their own beside the chunks, which the chunk graph reads). */
const LIVE_ASSETS = "/assets/live/";

export type ModuleFile = { key: string; url: string; body: Buffer };

/** The module's source; throws when a value is not plain data (a function, undefined in a list...), which could not be written back. */
function moduleSource(key: string, values: Record<string, unknown>): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const json = JSON.stringify(value);
    if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value)) {
      throw new Error(`live content module "${key}": ${name} is not plain data (text, numbers, lists and objects)`);
    }
    lines.push(`export const ${name} = ${json};`);
  }
  return `${lines.join("\n")}\n`;
}

/** "/assets/live/en-pages-career-3f2a9c01be.js" */
export function moduleFile(key: string, values: Record<string, unknown>): ModuleFile {
  const body = Buffer.from(moduleSource(key, values));
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 10);
  return { key, url: `${LIVE_ASSETS}${key.replaceAll("/", "-")}-${hash}.js`, body };
}
