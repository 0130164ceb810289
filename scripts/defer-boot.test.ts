import { describe, expect, it } from "vitest";
import { deferBoot, pageScripts } from "./defer-boot";

// The shape React Router 7 writes (abridged from a built page).
const page = [
  '<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/home-4.js"/></head><body><h1>Hello</h1>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js"; import * as route0 from "/assets/root-3.js"; import * as route1 from "/assets/home-4.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n  import("/assets/entry.client-2.js");</script></body>',
].join("");

describe("deferBoot", () => {
  const out = deferBoot(page);

  it("removes the preload links, so nothing is fetched before the first frame", () => {
    expect(out).not.toContain('rel="modulepreload" href');
    expect(out).toContain("<h1>Hello</h1><script>window.__reactRouterContext = {};</script>");
  });

  it("lists every module the page preloaded, for the bootstrap and the benchmarks", () => {
    expect(pageScripts(out)).toEqual(["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/root-3.js", "/assets/home-4.js"]);
    expect(pageScripts(page)).toEqual([]);
  });

  it("runs React Router's bootstrap, its imports in their order, after a frame (at once in a hidden tab)", async () => {
    const script = /<script type="module" async="">(.*)<\/script>/s.exec(out)![1]!;
    const order: string[] = [];
    const head: { href: string }[] = [];
    const frames: (() => void)[] = [];
    const win: Record<string, unknown> = {};
    const env = {
      document: {
        visibilityState: "visible",
        addEventListener: () => {},
        createElement: () => ({}),
        head: { append: (l: { href: string }) => head.push(l) },
      },
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (f: () => void) => f(),
      window: win,
      load: async (u: string) => (order.push(u), { url: u }),
    };
    // Dynamic import() cannot be stubbed: stand a function in for it.
    const body = script.replace(/\bimport\(/g, "load(");
    new Function(...Object.keys(env), body)(...Object.values(env));
    expect(order).toEqual([]);
    frames.forEach((f) => f());
    await new Promise((r) => setImmediate(r));
    expect(head.map((l) => l.href)).toEqual(pageScripts(out));
    expect(order).toEqual(["/assets/manifest-1.js", "/assets/root-3.js", "/assets/home-4.js", "/assets/entry.client-2.js"]);
    expect(win.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-3.js" }, "routes/home": { url: "/assets/home-4.js" } });
  });

  it("refuses a page it does not recognise, instead of leaving it unhydrated", () => {
    expect(() => deferBoot("<html><body><h1>Hi</h1></body></html>")).toThrow(/no module preloads/);
  });
});
