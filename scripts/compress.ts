// Writes .br and .gz next to every compressible file of the built site, at
// maximum settings, so the server sends precompressed bytes and never
// compresses per request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const br = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|xml|txt|svg|webmanifest)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Both variants of one file, each only when smaller than the file (live content: scripts/site-content/). Brotli at
 * the build's quality unless told otherwise.
 */
export async function compressBytes(body: Buffer, brotliQuality = 11): Promise<{ br?: Buffer; gzip?: Buffer }> {
  if (body.length < 256) return {};
  const [b, g] = await Promise.all([
    br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  return { br: b.length < body.length ? b : undefined, gzip: g.length < body.length ? g : undefined };
}

export async function compressDir(
  dir: string,
  skip: (file: string) => boolean = () => false,
): Promise<{ files: number; raw: number; brotli: number }> {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  const jobs: Promise<void>[] = [];
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || skip(file)) continue;
    jobs.push(
      (async () => {
        const body = await readFile(file);
        if (body.length < 256) return;
        const [b, g] = await Promise.all([
          br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gz(body, { level: 9 }),
        ]);
        // Keep a variant only when it is actually smaller.
        if (b.length < body.length) await writeFile(file + ".br", b);
        if (g.length < body.length) await writeFile(file + ".gz", g);
        files += 1;
        raw += body.length;
        brotli += Math.min(b.length, body.length);
      })(),
    );
  }
  await Promise.all(jobs);
  return { files, raw, brotli };
}
