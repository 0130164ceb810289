import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { checkDisclosurePdf } from "./disclosure-pdf";

async function pdf(build?: (doc: PDFDocument) => Promise<void> | void, useObjectStreams = true): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText("Outcome of the board meeting held on 14 November 2026");
  await build?.(doc);
  return Buffer.from(await doc.save({ useObjectStreams }));
}

describe("checkDisclosurePdf", () => {
  it("accepts a plain PDF, with and without object streams", async () => {
    expect(checkDisclosurePdf(await pdf())).toBe("ok");
    expect(checkDisclosurePdf(await pdf(undefined, false))).toBe("ok");
  });

  it("refuses JavaScript hidden in a compressed object stream", async () => {
    const bytes = await pdf((doc) => doc.addJavaScript("hello", "app.alert('hi')"));
    // The name is not in the plain bytes: only inflating the object stream finds it.
    expect(bytes.includes("/JavaScript")).toBe(false);
    expect(checkDisclosurePdf(bytes)).toBe("active-content");
  });

  it("refuses JavaScript in plain bytes, also when the name is written with #xx escapes", async () => {
    const plain = await pdf((doc) => doc.addJavaScript("hello", "app.alert('hi')"), false);
    expect(checkDisclosurePdf(plain)).toBe("active-content");
    const escaped = Buffer.from(plain.toString("latin1").replaceAll("/JavaScript", "/J#61vaScript").replaceAll("/JS ", "/J#53 "), "latin1");
    expect(escaped.includes("/JavaScript")).toBe(false);
    expect(checkDisclosurePdf(escaped)).toBe("active-content");
  });

  it("refuses an embedded file", async () => {
    expect(checkDisclosurePdf(await pdf((doc) => doc.attach(Buffer.from("secret"), "notes.txt", { mimeType: "text/plain" })))).toBe(
      "active-content",
    );
  });

  it("refuses a launch action opened with the document", async () => {
    const bytes = await pdf((doc) => {
      const action = doc.context.obj({ S: "Launch", F: PDFString.of("calc.exe") });
      doc.catalog.set(PDFName.of("OpenAction"), action);
    }, false);
    expect(checkDisclosurePdf(bytes)).toBe("active-content");
  });

  it("refuses an encrypted PDF, which it cannot read", async () => {
    const bytes = await pdf((doc) => {
      doc.context.trailerInfo.Encrypt = doc.context.obj({ Filter: "Standard" });
    }, false);
    expect(checkDisclosurePdf(bytes)).toBe("encrypted");
  });

  it("tells a non-PDF from a damaged PDF", async () => {
    expect(checkDisclosurePdf(Buffer.from("<html><script>x</script></html>"))).toBe("not-pdf");
    const whole = await pdf();
    expect(checkDisclosurePdf(whole.subarray(0, whole.length - 200))).toBe("damaged");
  });
});
