import { describe, expect, it } from "vitest";
import { inlineInto } from "./inline-css";

describe("inlining stylesheets", () => {
  it("puts the CSS inline and keeps the link React expects, as print-only so it no longer blocks rendering", () => {
    const html = '<head><link rel="stylesheet" href="/assets/root-abc.css"/><link rel="stylesheet" href="/assets/home-x.css#"/></head>';
    const out = inlineInto(html, (href) => (href === "/assets/root-abc.css" ? "body{color:red}" : ".a{b:c}"));
    expect(out).toBe(
      '<head><style>body{color:red}</style><link rel="stylesheet" href="/assets/root-abc.css" media="print"/>' +
        '<style>.a{b:c}</style><link rel="stylesheet" href="/assets/home-x.css#" media="print"/></head>',
    );
  });

  it("cannot be closed early by CSS content", () => {
    expect(inlineInto('<link rel="stylesheet" href="/assets/a.css"/>', () => 'a::after{content:"</style><script>"}')).not.toContain(
      "</style><script>",
    );
  });
});

describe("inlining every page's stylesheets", () => {
  it("fails the build when a page has no stylesheet link to inline", async () => {
    const { mkdtemp, mkdir, writeFile, readFile, rm } = await import("node:fs/promises");
    const os = await import("node:os");
    const path = await import("node:path");
    const { inlineStylesheets } = await import("./inline-css");
    const dir = await mkdtemp(path.join(os.tmpdir(), "inline-css-"));
    try {
      await mkdir(path.join(dir, "assets"));
      await mkdir(path.join(dir, "about"));
      await writeFile(path.join(dir, "assets/root-a.css"), "body{margin:0}");
      await writeFile(path.join(dir, "index.html"), '<head><link rel="stylesheet" href="/assets/root-a.css"/></head>');
      await expect(inlineStylesheets(dir)).resolves.toBe(1);
      expect(await readFile(path.join(dir, "index.html"), "utf8")).toContain("<style>body{margin:0}</style>");
      // A page whose link React Router wrote differently: nothing would be inlined there.
      await writeFile(path.join(dir, "about/index.html"), '<head><link href="/assets/root-a.css" rel="stylesheet"></head>');
      await expect(inlineStylesheets(dir)).rejects.toThrow(/No stylesheet link to inline in about\/index\.html/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
