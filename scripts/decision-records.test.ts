// The decision records stay a usable record: each says when it was written
// and whether it still holds, the index lists every one, and no file in the
// project cites a record that does not exist (a renamed or never-written one).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const dir = path.join(root, "docs/decisions");
const records = readdirSync(dir).filter((f) => /^\d{3}-.+\.md$/.test(f));

/** Every text file we write (not generated output, dependencies or the investor documents). */
function projectFiles(at = root): string[] {
  const skip = new Set([
    "node_modules",
    ".git",
    "build",
    "data",
    "public",
    "generated",
    "documents",
    "test-results",
    "playwright-report",
    ".react-router",
  ]);
  return readdirSync(at, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(at, entry.name);
    if (entry.isDirectory()) return skip.has(entry.name) || entry.name.startsWith("build-") ? [] : projectFiles(full);
    return /\.(?:ts|tsx|js|md|css|sh)$/.test(entry.name) || entry.name === "run" ? [full] : [];
  });
}

describe("docs/decisions", () => {
  it.each(records)("%s opens with its date and status", (file) => {
    const [title, blank, meta] = readFileSync(path.join(dir, file), "utf8").split("\n");
    expect(title).toMatch(new RegExp(`^# ${file.slice(0, 3)}: `));
    expect(blank).toBe("");
    expect(meta).toMatch(/^Date: \d{4}-\d\d-\d\d\b.*\. Status: (?:accepted|superseded|proposed)\b/);
  });

  it("the index lists every record", () => {
    const index = readFileSync(path.join(dir, "README.md"), "utf8");
    expect(records.filter((file) => !index.includes(`](${file})`))).toEqual([]);
  });

  it("every citation of a record in the project names one that exists", () => {
    const broken = projectFiles().flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/docs\/decisions\/(\d{3}-[\w-]+\.md)/g)]
        .filter(([, cited]) => !records.includes(cited!))
        .map(([citation]) => `${path.relative(root, file)}: ${citation}`),
    );
    expect(broken).toEqual([]);
  });
});
