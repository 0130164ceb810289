// The unused-export check of `npm run lint` on a small tree written for the
// test: it names what nobody imports, and nothing that is imported in any of
// the ways this project imports.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUnusedExports } from "./unused-exports";

let root: string;
const files: string[] = [];

async function write(file: string, text: string) {
  const full = path.join(root, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, text);
  if (/\.tsx?$/.test(file)) files.push(full);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "unused-exports-"));
  await write("package.json", JSON.stringify({ type: "module", imports: { "#lib/*": "./lib/*.ts" } }));
  await write("lib/used.ts", "export const used = 1;\nexport const alsoUsed = 2;\nexport type Shape = { a: number };");
  await write(
    "lib/unused.ts",
    "export const nobody = 1;\nexport const onlyHere = 2;\nexport const sum = onlyHere + 1;\nexport default sum;",
  );
  await write("lib/inner.ts", "export const deep = 1;\nexport const deepUnused = 2;");
  await write("lib/barrel.ts", 'export * from "./inner";\nexport { used as renamed } from "./used";');
  await write("lib/whole.ts", "export const a = 1;\nexport const b = 2;");
  await write("lib/lazy.ts", "export const lazyValue = 1;");
  await write("lib/typed.ts", "export type Picked = string;\nexport type NotPicked = number;");
  await write("lib/route.tsx", "export const meta = 1;\nexport default function Page() { return null; }\nexport const helper = 2;");
  await write(
    "main.ts",
    [
      'import { used } from "#lib/used";',
      'import type { Shape } from "./lib/used";',
      'import { deep, renamed } from "./lib/barrel";',
      'import * as whole from "./lib/whole";',
      'import sum from "./lib/unused";',
      'type T = import("./lib/typed").Picked;',
      'const lazy = () => import("./lib/lazy");',
      "export const program: [number, Shape | undefined, number, number, typeof whole, number, T | undefined, typeof lazy] =",
      "  [used, undefined, deep, renamed, whole, sum, undefined, lazy];",
    ].join("\n"),
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

const find = () =>
  findUnusedExports({
    root,
    files,
    compilerOptions: { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX },
    entries: [
      { files: /^lib\/route\.tsx$/, names: new Set(["default", "meta"]), why: "a framework reads them" },
      { files: /^main\.ts$/, names: "all", why: "the program" },
    ],
  });

describe("unused exports", () => {
  it("names each export nobody imports, and says whether its own file uses it", () => {
    expect(find()).toEqual([
      { file: "lib/inner.ts", line: 2, name: "deepUnused", local: false },
      { file: "lib/route.tsx", line: 3, name: "helper", local: false },
      { file: "lib/typed.ts", line: 2, name: "NotPicked", local: false },
      { file: "lib/unused.ts", line: 1, name: "nobody", local: false },
      { file: "lib/unused.ts", line: 2, name: "onlyHere", local: true },
      { file: "lib/unused.ts", line: 3, name: "sum", local: true },
      { file: "lib/used.ts", line: 2, name: "alsoUsed", local: false },
    ]);
  });

  it("finds a new export as soon as it is written, and forgets it once something imports it", async () => {
    await write("lib/later.ts", "export const later = 1;");
    expect(find()).toContainEqual({ file: "lib/later.ts", line: 1, name: "later", local: false });
    await write("uses-later.ts", 'import { later } from "#lib/later";\nexport default later;');
    expect(find().map((u) => u.name)).not.toContain("later");
    expect(find()).toContainEqual({ file: "uses-later.ts", line: 2, name: "default", local: false });
  });
});
