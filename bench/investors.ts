// Investor library at scale: builds a generated tree of 10,000 documents,
// then times opening a folder (lookup + rendering its cards) and searching,
// and prints the investors route's JavaScript from the last build. Goal:
// opening a folder < 50 ms on this machine (render time measured with
// React's server renderer, which builds the same element tree the browser does). Prints figures; exits non-zero
// only when the goal is missed or it cannot run.
//
//   BUILD_DIR=build-x npx tsx bench/investors.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { pageScripts } from "../scripts/defer-boot";
import type { Listing } from "../scripts/documents-manifest";
import { readBuildSettings } from "#shared/build-settings";

// React's production build, as visitors run it; set before React loads.
process.env.NODE_ENV ??= "production";
const { createElement } = await import("react");
const { renderToString } = await import("react-dom/server");
const { FolderView } = await import("../app/features/investors/folder-view");
const { buildSearchIndex, findFolder, searchIndex } = await import("#shared/documents/tree");
const { buildTree } = await import("../scripts/documents-manifest");

const GOAL_MS = 50;

// 10 categories x 20 years x 5 kinds x 10 files = 10,000 documents, plus one
// flat folder of 1,000 (the worst case for rendering a single folder).
function generatedListing(): Listing {
  const listing: Listing = { folders: [], files: [] };
  for (let c = 0; c < 10; c++) {
    for (let y = 0; y < 20; y++) {
      const fy = `${2005 + y}-${String((6 + y) % 100).padStart(2, "0")}`;
      for (let k = 0; k < 5; k++) {
        const folder = [`Category ${c}`, fy, `Kind ${k}`];
        listing.folders.push(folder);
        const files = c === 0 && y === 0 && k === 0 ? 1000 : 10;
        for (let f = 0; f < files; f++)
          listing.files.push({ segments: [...folder, `Filing ${c}-${y}-${k}-${f} of ${fy}.pdf`], size: 1000 + f });
      }
    }
  }
  // Keep the total at 10,000: trim plain files to make room for the big folder.
  listing.files.splice(listing.files.length - 990, 990);
  return listing;
}

function median(fn: () => void, runs = 30): number {
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    fn();
    t.push(performance.now() - s);
  }
  t.sort((a, b) => a - b);
  return t[Math.floor(t.length / 2)]!;
}

const ms = (n: number) => `${n.toFixed(2)} ms`;
const noop = () => {};

const listing = generatedListing();
let s = performance.now();
const tree = buildTree(listing);
const buildMs = performance.now() - s;
console.log(`tree: ${tree.documentCount} documents in ${listing.folders.length} leaf folders (built and sorted in ${ms(buildMs)})`);

const open = (p: string[]) => () => {
  const folder = findFolder(tree, p)!;
  renderToString(
    createElement(FolderView, { folder, path: p, showBack: true, onBack: noop, onOpen: noop, onCopy: noop, headingLevel: "h2" }),
  );
};
const typical = median(open(["Category 7", "2015-16", "Kind 3"]));
const category = median(open(["Category 4"]));
const big = median(open(["Category 0", "2005-06", "Kind 0"]), 15);
console.log(`open a folder of 10 documents:    ${ms(typical)}   (goal < ${GOAL_MS} ms)`);
console.log(`open a category of 20 folders:    ${ms(category)}   (goal < ${GOAL_MS} ms)`);
// A worst case the company's tree does not have (its largest folder holds ~30).
console.log(`open a folder of 1,000 documents: ${ms(big)}   (stress case, for information)`);

s = performance.now();
const index = buildSearchIndex(tree);
console.log(`search index (first search only): ${ms(performance.now() - s)} for ${index.length} entries`);
for (const q of ["filing 7-13", "2019-20", "no such thing"]) {
  let n = 0;
  const t = median(() => (n = searchIndex(index, q, 50).length));
  console.log(`search "${q}": ${ms(t)} (${n} results)`);
}

const client = readBuildSettings().clientDir;
const html = path.join(client, "investors/index.html");
if (existsSync(html)) {
  const scripts = (file: string) => {
    const h = readFileSync(file, "utf8");
    const set = new Set<string>();
    for (const m of pageScripts(h)) set.add(m);
    for (const m of h.matchAll(/import\("([^"]+\.js)"\)/g)) set.add(m[1]!);
    return set;
  };
  const gz = (u: string) => gzipSync(readFileSync(path.join(client, u)), { level: 9 }).length;
  const inv = scripts(html);
  const home = scripts(path.join(client, "index.html"));
  const own = [...inv].filter((u) => !home.has(u));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `\n/investors JavaScript (gzip): ${kb([...inv].reduce((a, u) => a + gz(u), 0))} in total, ${kb(own.reduce((a, u) => a + gz(u), 0))} of it beyond what Home loads:`,
  );
  for (const u of own) console.log(`  ${u}  ${kb(gz(u))}`);
  const leaks = [...home].filter((u) => readFileSync(path.join(client, u), "utf8").includes("/Images/Icons/Documents/"));
  console.log(leaks.length ? `manifest found in chunks Home loads: ${leaks.join(", ")}` : "manifest is in no chunk that Home loads");
} else {
  console.log(`\n(no build in ${client}: build first to see the route's JavaScript)`);
}

if (Math.max(typical, category) > GOAL_MS) {
  console.error(`\nOpening a folder took ${ms(Math.max(typical, category))}, over the ${GOAL_MS} ms goal.`);
  process.exit(1);
}
