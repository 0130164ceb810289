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
    expect(inlineInto('<link rel="stylesheet" href="/assets/a.css"/>', () => 'a::after{content:"</style><script>"}')).not.toContain("</style><script>");
  });
});
