// Deploys do not break open tabs: a page loaded before a deploy asks later
// for its own hashed chunks (a lazy island, the next route), which the new
// build no longer has. The build keeps the previous build's assets beside the
// new ones for one deploy: before the build folder is wiped they are moved
// aside, and afterwards those the new build lacks are put back. Files older
// than the previous build are dropped, so the folder does not grow forever.
// asset-history.json (in the build folder, not served) says which build made
// each file.
import { copyFile, cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

type AssetHistory = {
  /** The build these assets were served with. */
  build: string;
  /** Each file in assets/ and the build that made it. */
  files: Record<string, string>;
};

const HISTORY_FILE = "asset-history.json";

/**
 * Which of the previous deploy's files to put back beside the new build's,
 * and the history to record. A file is kept when the previous build made it
 * (its own files, not those it had kept from the build before) and the new
 * build has no file of that name.
 */
export function carryOver(
  previous: { history: AssetHistory | undefined; files: readonly string[] },
  current: { build: string; files: readonly string[] },
): { keep: string[]; history: AssetHistory } {
  // A folder without history (the first deploy with this code) counts as one build.
  const previousBuild = previous.history?.build ?? "previous";
  const files: Record<string, string> = {};
  for (const file of current.files) files[file] = current.build;
  const keep: string[] = [];
  for (const file of previous.files) {
    if (file in files) continue;
    const madeBy = previous.history?.files[file] ?? previousBuild;
    if (madeBy !== previousBuild) continue;
    keep.push(file);
    files[file] = previousBuild;
  }
  return { keep: keep.sort(), history: { build: current.build, files } };
}

async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

/** Where the previous assets wait while the build runs: beside the build folder (build-previous-assets). */
export function stashDirFor(buildDir: string): string {
  return path.join(path.dirname(buildDir), `${path.basename(buildDir)}-previous-assets`);
}

/**
 * Before the build folder is wiped: move its assets and history aside. If a
 * build failed after doing so, the folder is gone and the stash from then is
 * kept as it is.
 */
export async function stashPreviousAssets(buildDir: string): Promise<void> {
  const assets = path.join(buildDir, "client/assets");
  const stash = stashDirFor(buildDir);
  if (!(await exists(assets))) return;
  await rm(stash, { recursive: true, force: true });
  await mkdir(stash, { recursive: true });
  try {
    await rename(assets, path.join(stash, "assets"));
  } catch {
    // Another file system: copy instead.
    await cp(assets, path.join(stash, "assets"), { recursive: true });
  }
  if (await exists(path.join(buildDir, HISTORY_FILE))) await copyFile(path.join(buildDir, HISTORY_FILE), path.join(stash, HISTORY_FILE));
}

/** After the new build (and its compression): put back what carryOver keeps, write the history, remove the stash. */
export async function restorePreviousAssets(buildDir: string, build: string): Promise<{ kept: number }> {
  const assets = path.join(buildDir, "client/assets");
  const stash = stashDirFor(buildDir);
  const historyText = await readFile(path.join(stash, HISTORY_FILE), "utf8").catch(() => undefined);
  const previous = {
    history: historyText ? (JSON.parse(historyText) as AssetHistory) : undefined,
    files: await listFiles(path.join(stash, "assets")),
  };
  const { keep, history } = carryOver(previous, { build, files: await listFiles(assets) });
  for (const file of keep) {
    const target = path.join(assets, file);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(stash, "assets", file), target);
  }
  await writeFile(path.join(buildDir, HISTORY_FILE), `${JSON.stringify(history, null, 2)}\n`);
  await rm(stash, { recursive: true, force: true });
  return { kept: keep.length };
}
