import { describe, expect, it } from "vitest";
import { decodeModalPath, decodeSegment, documentUrl, encodeModalPath, encodeSegment, folderLink, MAX_MODAL_PATH } from "./path-codec";

describe("folder name escaping", () => {
  it("escapes only '/' and '%'", () => {
    expect(encodeSegment("Intimations/Disclosures")).toBe("Intimations%2FDisclosures");
    expect(encodeSegment("100% Rights")).toBe("100%25 Rights");
    expect(encodeSegment("Annual Report")).toBe("Annual Report");
  });

  it.each(["Intimations/Disclosures", "a%2Fb", "50%/50%", "%25", "AGM-EGM-Postal Ballot", "Scrutinizer's Report"])(
    "round-trips %j",
    (name) => {
      expect(decodeSegment(encodeSegment(name))).toBe(name);
    },
  );
});

describe("modalPath", () => {
  it("joins escaped names with '/'", () => {
    expect(encodeModalPath(["Annual Report", "2023-24"])).toBe("Annual Report/2023-24");
    expect(encodeModalPath(["Intimations/Disclosures"])).toBe("Intimations%2FDisclosures");
  });

  it("decodes a path back to names", () => {
    expect(decodeModalPath("Annual Report/2023-24")).toEqual(["Annual Report", "2023-24"]);
    expect(decodeModalPath("Intimations%2FDisclosures")).toEqual(["Intimations/Disclosures"]);
  });

  it("refuses empty, blank-segment and over-long values", () => {
    expect(decodeModalPath(null)).toBeNull();
    expect(decodeModalPath("")).toBeNull();
    expect(decodeModalPath("Annual Report//2023-24")).toBeNull();
    expect(decodeModalPath("/Annual Report")).toBeNull();
    expect(decodeModalPath("x".repeat(MAX_MODAL_PATH + 1))).toBeNull();
  });

  it("builds a copy link that URLSearchParams reads back to the same path", () => {
    const path = ["Corporate Announcements", "Intimations/Disclosures & more", "2024-25"];
    const link = folderLink("https://example.in", "/investors", path);
    expect(link).toBe(
      "https://example.in/investors?modalPath=Corporate%20Announcements%2FIntimations%252FDisclosures%20%26%20more%2F2024-25",
    );
    expect(decodeModalPath(new URL(link).searchParams.get("modalPath"))).toEqual(path);
  });

  it("URL-encodes each on-disk segment of a document URL", () => {
    expect(documentUrl(["Intimations%2FDisclosures", "Form #1.pdf"])).toBe(
      "/Images/Icons/Documents/Intimations%252FDisclosures/Form%20%231.pdf",
    );
  });
});
