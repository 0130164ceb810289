// The documentation stays usable: the README stays a short page, every link in
// it and in docs/ reaches a file that exists, every setting the server or the
// build reads is in docs/configuration.md, and every npm script is named in the
// README or the developers' guide.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith(".md") ? [file] : [];
  });
}

/** Relative links of a Markdown file (`[text](target)`), without their #fragment; web addresses left out. */
function links(file: string): string[] {
  const text = read(file).replace(/```[\s\S]*?```/g, "");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!.split("#")[0]!)
    .filter((target) => target && !/^[a-z]+:/.test(target));
}

/** The variables a zod shape in `file` declares (`  NAME: z...`). */
const declaredVariables = (file: string) => [...read(file).matchAll(/^ +([A-Z][A-Z0-9_]{2,}): /gm)].map(([, name]) => name!);

describe("the documentation", () => {
  it("keeps the README to a newcomer's page (at most 200 lines)", () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(200);
  });

  it.each(["README.md", ...markdownFiles("docs")])("%s: every relative link reaches a file", (file) => {
    const missing = links(file).filter((target) => !existsSync(path.join(root, path.dirname(file), target)));
    expect(missing).toEqual([]);
  });

  it("names in docs/configuration.md every variable the server and the build read", () => {
    const names = [
      ...declaredVariables("server/config.ts"),
      ...declaredVariables("server/delivery/settings.ts"),
      ...declaredVariables("shared/build-settings.ts"),
    ];
    expect(names.length).toBeGreaterThan(30);
    const doc = read("docs/configuration.md");
    // The per-form families too, whose names come from each form's export name.
    expect([...names, "LEADS_EMAIL_TO_<FORM>", "RETENTION_MONTHS_<FORM>"].filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });

  it("names every npm script in the README or docs/development.md", () => {
    const scripts = Object.keys((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts);
    const docs = read("README.md") + read("docs/development.md");
    const hooks = /^pre/;
    expect(scripts.filter((s) => !hooks.test(s) && !docs.includes(s === "test" || s === "start" ? `npm ${s}` : `npm run ${s}`))).toEqual(
      [],
    );
  });
});
