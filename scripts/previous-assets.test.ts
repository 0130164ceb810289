import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { carryOver, restorePreviousAssets, stashDirFor, stashPreviousAssets } from "./previous-assets";

describe("carryOver", () => {
  it("keeps the previous build's own files the new build lacks, and records who made what", () => {
    const result = carryOver(
      {
        history: { build: "B", files: { "a-1.js": "B", "a-1.js.br": "B", "old-0.js": "A", "same.css": "B" } },
        files: ["a-1.js", "a-1.js.br", "old-0.js", "same.css"],
      },
      { build: "C", files: ["a-2.js", "same.css"] },
    );
    expect(result.keep).toEqual(["a-1.js", "a-1.js.br"]);
    expect(result.history).toEqual({ build: "C", files: { "a-2.js": "C", "same.css": "C", "a-1.js": "B", "a-1.js.br": "B" } });
  });

  it("treats a folder without history as one previous build", () => {
    const result = carryOver({ history: undefined, files: ["x.js", "y.js"] }, { build: "N", files: ["y.js"] });
    expect(result.keep).toEqual(["x.js"]);
    expect(result.history.files).toEqual({ "y.js": "N", "x.js": "previous" });
  });

  it("keeps nothing on the first build", () => {
    expect(carryOver({ history: undefined, files: [] }, { build: "N", files: ["z.js"] }).keep).toEqual([]);
  });
});

describe("three deploys in a row", () => {
  let dir: string;
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function deploy(buildDir: string, build: string, files: string[]) {
    await stashPreviousAssets(buildDir);
    await rm(buildDir, { recursive: true, force: true });
    await mkdir(path.join(buildDir, "client/assets"), { recursive: true });
    for (const f of files) await writeFile(path.join(buildDir, "client/assets", f), `${build}:${f}`);
    await restorePreviousAssets(buildDir, build);
    return (await readdir(path.join(buildDir, "client/assets"))).sort();
  }

  it("serve the current and the previous build's chunks, never older ones", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "assets-"));
    const buildDir = path.join(dir, "build");
    expect(await deploy(buildDir, "A", ["root-a.js", "root-a.js.br", "shared.css"])).toEqual(["root-a.js", "root-a.js.br", "shared.css"]);
    expect(await deploy(buildDir, "B", ["root-b.js", "root-b.js.br", "shared.css"])).toEqual([
      "root-a.js",
      "root-a.js.br",
      "root-b.js",
      "root-b.js.br",
      "shared.css",
    ]);
    expect(await deploy(buildDir, "C", ["root-c.js", "shared.css"])).toEqual(["root-b.js", "root-b.js.br", "root-c.js", "shared.css"]);
    // A kept file is the previous build's bytes; a file both have is the new one.
    expect(await readFile(path.join(buildDir, "client/assets/root-b.js"), "utf8")).toBe("B:root-b.js");
    expect(await readFile(path.join(buildDir, "client/assets/shared.css"), "utf8")).toBe("C:shared.css");
    expect(JSON.parse(await readFile(path.join(buildDir, "asset-history.json"), "utf8")).build).toBe("C");
    await expect(readdir(stashDirFor(buildDir))).rejects.toThrow();
  });

  it("keeps the stash when a build failed after moving it aside", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "assets-"));
    const buildDir = path.join(dir, "build");
    await deploy(buildDir, "A", ["root-a.js"]);
    await stashPreviousAssets(buildDir);
    await rm(buildDir, { recursive: true, force: true });
    // The build failed here; the next one starts with no build folder.
    expect(await deploy(buildDir, "B", ["root-b.js"])).toEqual(["root-a.js", "root-b.js"]);
  });
});
