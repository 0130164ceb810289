// Which live content modules a page needs: those its own modules import (the
// page preloads them, as the build preloads its chunks) and those of the
// chunks it may load later (lazy sections, dialogs), which its import map must
// still resolve. Read from the built chunks themselves: a chunk that names
// another chunk's file may load it, and its imports of "@site-content/..." are
// the live modules it uses.
import { LIVE_PREFIX } from "./live-modules";

/** A chunk's file name ("career-Bc0utcp5.js") and its text. */
type Chunks = ReadonlyMap<string, string>;

// React Router's route manifest names every route's chunks: following it would make every page need everything.
const isRouteManifest = (name: string) => name.startsWith("manifest-");
const LIVE_IMPORT = new RegExp(String.raw`["'](${LIVE_PREFIX.replace("/", "\\/")}[\w/-]+)["']`, "g");

type ChunkGraph = { references(name: string): string[]; liveImports(name: string): string[] };

const NAME_CHAR = /[\w$.~-]/;

/** The file names ending in ".js" in a chunk's text ("./career-Bc0utcp5.js" and "assets/career-Bc0utcp5.js" name career-Bc0utcp5.js). */
function jsFileNames(text: string): Set<string> {
  const found = new Set<string>();
  for (let end = text.indexOf(".js"); end >= 0; end = text.indexOf(".js", end + 3)) {
    let start = end;
    while (start > 0 && NAME_CHAR.test(text[start - 1]!)) start--;
    found.add(text.slice(start, end + 3).replace(/^\.+/, ""));
  }
  return found;
}

export function chunkGraph(chunks: Chunks): ChunkGraph {
  const names = new Set([...chunks.keys()].filter((n) => n.endsWith(".js") && !isRouteManifest(n)));
  const refs = new Map<string, string[]>();
  const live = new Map<string, string[]>();
  for (const [name, text] of chunks) {
    // One pass over each chunk for the file names it holds (every chunk against every name was 20 ms of a publication).
    const followed = isRouteManifest(name) ? [] : [...jsFileNames(text)].filter((n) => n !== name && names.has(n));
    refs.set(name, followed);
    live.set(name, [...new Set(Array.from(text.matchAll(LIVE_IMPORT), (m) => m[1]!.slice(LIVE_PREFIX.length)))]);
  }
  return { references: (n) => refs.get(n) ?? [], liveImports: (n) => live.get(n) ?? [] };
}

/** The live modules a page's chunks use at start (`atStart`) and at all (`all`, lazy ones too). */
export function liveModulesOfPage(graph: ChunkGraph, startChunks: readonly string[]): { atStart: string[]; all: string[] } {
  const atStart = new Set(startChunks.flatMap((c) => graph.liveImports(c)));
  const seen = new Set<string>();
  const queue = [...startChunks];
  while (queue.length) {
    const c = queue.pop()!;
    if (seen.has(c)) continue;
    seen.add(c);
    queue.push(...graph.references(c));
  }
  const all = new Set([...seen].flatMap((c) => graph.liveImports(c)));
  return { atStart: [...atStart].sort(), all: [...all].sort() };
}
