import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV export cells", () => {
  it("quotes commas, quotes, line breaks and edge spaces", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line1\nline2")).toBe('"line1\nline2"');
    expect(csvCell(" padded")).toBe('" padded"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(500000)).toBe("500000");
  });

  it("defuses spreadsheet formulas in text cells", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+91 98765")).toBe("'+91 98765");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe('"\'\t=1"');
  });

  it("defuses formulas after a ';' separator, after leading spaces, and in fullwidth", () => {
    expect(csvCell("a;=1+1")).toBe("a;'=1+1");
    expect(csvCell("Rao Textiles; =HYPERLINK(1)")).toBe("Rao Textiles;' =HYPERLINK(1)");
    expect(csvCell("x;@SUM(A1);-3")).toBe("x;'@SUM(A1);'-3");
    expect(csvCell("   =1+1")).toBe("'   =1+1");
    expect(csvCell(" 　+1")).toBe("' 　+1");
    expect(csvCell("＝SUM(A1)")).toBe("'＝SUM(A1)");
    expect(csvCell("＋91 98765")).toBe("'＋91 98765");
    expect(csvCell("－2")).toBe("'－2");
    expect(csvCell("＠A1")).toBe("'＠A1");
    expect(csvCell('a;=HYPERLINK("http://evil","x"),b')).toBe(`"a;'=HYPERLINK(""http://evil"",""x""),b"`);
  });

  it("quotes a tab anywhere in a cell", () => {
    expect(csvCell("Rao\tTextiles")).toBe('"Rao\tTextiles"');
    expect(csvCell("a\t")).toBe('"a\t"');
  });

  it.each(["\u200b", "\u200e", "\u2060", "\u061c", "\u180e", "\ufeff", "\u200f\u202e", " \u200b "])(
    "defuses a formula behind the invisible %j",
    (invisible) => {
      expect(csvCell(`${invisible}=HYPERLINK("http://evil")`)).toBe(`"'${invisible}=HYPERLINK(""http://evil"")"`);
      expect(csvCell(`${invisible}+1`).startsWith("'") || csvCell(`${invisible}+1`).startsWith(`"'`)).toBe(true);
      expect(csvCell(`x;${invisible}@SUM(A1)`)).toContain(`;'${invisible}@SUM`);
    },
  );

  it("leaves ordinary text alone", () => {
    expect(csvCell("Textiles; Mumbai")).toBe("Textiles; Mumbai");
    expect(csvCell("a-b=c")).toBe("a-b=c");
    expect(csvCell("asha@example.in")).toBe("asha@example.in");
    expect(csvCell(-5)).toBe("-5");
  });

  it("writes a header row and CRLF lines", () => {
    expect(toCsv(["a", "b"], [{ a: 1, b: "x,y" }, { a: 2 }])).toBe('a,b\r\n1,"x,y"\r\n2,\r\n');
  });
});
