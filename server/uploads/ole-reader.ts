// Child-process entry: reads an OLE compound file from stdin with SheetJS
// cfb and writes its entries as JSON to stdout. It runs in a process of its
// own, with a small heap, because cfb can grow one array without end on a
// file whose allocation table loops, and on Node 24 a worker thread that
// does that aborts the whole server process despite its resourceLimits (a
// single growing array is not caught by the worker's heap limit). A child
// process that runs out of memory costs only itself.
//
// Kept free of project imports: Node runs it as it is (type stripping) from
// the sources, and the build writes it as its own entry beside main.mjs.
import { createRequire } from "node:module";

type CfbEntry = { type: number };
type Cfb = { read(data: Buffer, options: { type: "buffer" }): { FullPaths: string[]; FileIndex: (CfbEntry | undefined)[] } };

const CFB = createRequire(import.meta.url)("cfb") as Cfb;

const chunks: Buffer[] = [];
process.stdin.on("data", (chunk: Buffer) => chunks.push(chunk));
process.stdin.on("end", () => {
  const container = CFB.read(Buffer.concat(chunks), { type: "buffer" });
  const entries = container.FullPaths.map((path, i) => ({ path, type: container.FileIndex[i]?.type ?? -1 }));
  process.stdout.write(JSON.stringify(entries));
});
