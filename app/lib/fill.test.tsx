import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fill, fillParts } from "./fill";

describe("fill", () => {
  it("puts values into a template and leaves unknown names as written", () => {
    expect(fill("Show slide {n} of {total}, {missing}", { n: 2, total: 5 })).toBe("Show slide 2 of 5, {missing}");
  });

  it("fillParts puts elements in place, so a name can carry its own language", () => {
    const html = renderToStaticMarkup(
      <p>{fillParts("हम {category} के रूप में रजिस्टर्ड हैं ({missing})", { category: <span lang="en">NBFC-ICC</span> })}</p>,
    );
    expect(html).toBe('<p>हम <span lang="en">NBFC-ICC</span> के रूप में रजिस्टर्ड हैं ({missing})</p>');
  });
});
