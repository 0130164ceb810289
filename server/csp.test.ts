import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildCsp, inlineScriptHashes } from "./csp";

describe("inline script hashes", () => {
  it("hashes inline scripts, skipping external scripts and JSON-LD data blocks", () => {
    const body = 'window.x = "<b>";';
    const expected = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    const html = `<script src="/a.js"></script><script>${body}</script><script type="application/ld+json">{"a":1}</script><script type="module">${body}</script>`;
    expect(inlineScriptHashes([html])).toEqual([expected]);
  });

  it("builds a policy without unsafe script sources", () => {
    const csp = buildCsp(["'sha256-abc'"]);
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'self'");
  });
});

describe("images from another host", () => {
  it("are allowed by origin when imageBaseUrl points elsewhere", () => {
    expect(buildCsp([], "https://cdn.example.in")).toContain("img-src 'self' data: https://cdn.example.in");
  });
});
