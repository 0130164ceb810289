// Renders the Hindi Fair Practices Code placeholder
// (content/documents/Policies/Fair Practices Code (Hindi).pdf) with Chromium.
// pdf-lib, which writes the other placeholders, cannot shape Devanagari
// (conjuncts and vowel signs need a shaping engine); Chromium's print to PDF
// shapes it with the Noto Devanagari fonts (Debian: fonts-noto-core).
//
// Run once, by hand, and commit the PDF (Chromium stamps the time it was
// made, so each run gives new bytes):
//   npx tsx scripts/documents-hindi.ts
// The company replaces the file with its adopted Hindi Fair Practices Code.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { disclosureDocuments } from "#content/disclosures";
import { site } from "#content/site";
import { CHROMIUM_FLAGS, chromePathFromEnv } from "#shared/chromium";
import { encodeSegment } from "#shared/documents/path-codec";

const ref = disclosureDocuments.fairPracticesCodeHindi;
const target = path.resolve(
  import.meta.dirname,
  "../content/documents",
  ...ref.folder.map(encodeSegment),
  `${encodeSegment(ref.name)}.pdf`,
);

const escapeHtml = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A one-page placeholder in the look of the pdf-lib ones: company line, title, what it is. */
function hindiFairPracticesCodeHtml(): string {
  return `<!doctype html>
<html lang="hi">
<head>
<meta charset="utf-8">
<title>उचित व्यवहार संहिता (Fair Practices Code)</title>
<style>
  @page { size: A4; margin: 20mm; }
  body { font-family: "Noto Sans Devanagari", "Noto Sans", sans-serif; color: #0b2545; }
  .company { font-size: 16pt; font-weight: 700; }
  .ids { font-size: 9pt; color: #111; border-bottom: 1px solid #0b2545; padding-bottom: 6pt; }
  h1 { font-size: 20pt; margin-top: 28pt; }
  p { font-size: 11pt; color: #111; line-height: 1.6; }
</style>
</head>
<body>
  <div class="company">${escapeHtml(site.brand.legalName)}</div>
  <div class="ids">CIN: ${site.brand.cin} | BSE Scrip Code: ${site.brand.bseScripCode} | RBI CoR: ${site.regulatory.rbi.registrationNumber}</div>
  <h1>उचित व्यवहार संहिता<br>(Fair Practices Code – हिन्दी संस्करण)</h1>
  <p>श्रेणी: ${escapeHtml(ref.folder.join(" / "))}</p>
  <p>यह एक प्लेसहोल्डर दस्तावेज़ है। कंपनी इसे अपने निदेशक मंडल द्वारा स्वीकृत उचित व्यवहार संहिता के हिन्दी संस्करण से बदलेगी।</p>
  <p>ऋण आवेदन, ऋण स्वीकृति, शर्तों में बदलाव, वसूली और शिकायत निवारण से जुड़ी प्रतिबद्धताएँ अंग्रेज़ी संस्करण के अनुसार हैं।</p>
</body>
</html>
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "fpc-hi-"));
  try {
    const html = path.join(dir, "fpc-hi.html");
    await writeFile(html, hindiFairPracticesCodeHtml());
    const run = spawnSync(
      chromePathFromEnv(),
      [
        ...CHROMIUM_FLAGS,
        "--headless",
        `--user-data-dir=${path.join(dir, "profile")}`,
        "--no-pdf-header-footer",
        `--print-to-pdf=${target}`,
        `file://${html}`,
      ],
      { stdio: "inherit", timeout: 60_000 },
    );
    if (run.status !== 0) throw new Error(`Chromium exited with ${run.status ?? run.signal}`);
    console.log(`documents: wrote ${path.relative(process.cwd(), target)}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
