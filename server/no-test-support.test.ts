// server/ ships: what only tests run lives in test/support/ (README, "Project
// layout"), where lint keeps shipping code from importing it. A file here
// that is test support by name or by what it imports fails this test (the
// retention purge's test process sat in server/privacy/ until moved).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = import.meta.dirname;

function shippingFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "generated" ? [] : shippingFiles(full);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("server/ holds no test support", () => {
  it("has no file named as a test's helper, nor one importing a test runner or test support", () => {
    const found = shippingFiles(root).filter((file) => {
      const source = readFileSync(file, "utf8");
      return /^test[-.]/.test(path.basename(file)) || /from "(?:vitest|#test\/[^"]+|[./]*test\/support\/[^"]+)"/.test(source);
    });
    expect(found.map((f) => path.relative(root, f))).toEqual([]);
  });
});
