// Fills content/documents/ with placeholder filings: one-page PDFs (pdf-lib)
// that state their own title, and small JPEG/PNG "newspaper clippings" where
// the company publishes advertisements. The company replaces these with its
// real files; the tree's folders follow docs/requirements.md#investor-library. Run by hand:
//   npx tsx scripts/documents-placeholders.ts
// Output is deterministic (fixed dates), so re-running does not churn git.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import sharp from "sharp";
import { sampleKfs } from "#content/disclosures";
import { site } from "#content/site";
import { encodeSegment } from "#shared/documents/path-codec";

const root = path.resolve(import.meta.dirname, "../content/documents");
const FIXED_DATE = new Date("2025-10-01T00:00:00Z");

/** Folder path (display names) -> file names in it. An empty list keeps an empty folder. */
type Plan = [folder: string[], files: string[]][];

function years(from: number, to: number): string[] {
  const out: string[] = [];
  for (let y = from; y <= to; y++) out.push(`${y}-${String((y + 1) % 100).padStart(2, "0")}`);
  return out;
}

const quarters = (y: number): string[] => [
  `Unaudited Financial Results for the Quarter ended 30 June ${y}.pdf`,
  `Unaudited Financial Results for the Quarter and Half Year ended 30 September ${y}.pdf`,
  `Unaudited Financial Results for the Quarter ended 31 December ${y}.pdf`,
  `Audited Financial Results for the Quarter and Year ended 31 March ${y + 1}.pdf`,
];

const plan: Plan = [
  ...years(1995, 2024).map((fy): [string[], string[]] => [
    ["Annual Report", fy],
    Number(fy.slice(0, 4)) >= 2022
      ? [`Annual Report ${fy}.pdf`, `Notice of Annual General Meeting ${fy}.pdf`]
      : [`Annual Report ${fy}.pdf`],
  ]),
  [
    ["Downloads"],
    [
      "Form ISR-1 - Request for Registering PAN, KYC Details or Changes.pdf",
      "Form ISR-2 - Confirmation of Signature of Securities Holder by Banker.pdf",
      "Form ISR-3 - Declaration to Opt Out of Nomination.pdf",
      "Form ISR-4 - Request for Issue of Duplicate Certificate.pdf",
      "KYC Updation Letter to Physical Shareholders.pdf",
      "Form SH-13 - Nomination Form.pdf",
      "Form SH-14 - Cancellation or Variation of Nomination.pdf",
      "SEBI Circular - Common and Simplified Norms for Investor Service Requests.pdf",
    ],
  ],
  [
    ["Corporate Announcements", "Newspaper Advertisements"],
    [
      "Financial Results Q1 2025-26 - Business Standard.jpg",
      "Financial Results Q1 2025-26 - Navshakti.jpg",
      "Notice of 31st AGM and E-voting - Free Press Journal.png",
      "Transfer of Shares to IEPF - Public Notice.pdf",
    ],
  ],
  ...years(2020, 2024).map((fy): [string[], string[]] => [["Corporate Announcements", "Regulation 30 Disclosures", fy], []]),
  [
    ["Constitutional Documents"],
    [
      "Certificate of Incorporation.pdf",
      "Memorandum of Association.pdf",
      "Articles of Association.pdf",
      "Certificate of Registration - Reserve Bank of India.pdf",
    ],
  ],
  ...[2020, 2021, 2022, 2023, 2024, 2025].map((y): [string[], string[]] => [
    ["Financial Result", `${y}-${String((y + 1) % 100).padStart(2, "0")}`],
    y === 2025 ? quarters(y).slice(0, 2) : quarters(y),
  ]),
  [
    ["Notice of Board Meeting"],
    [
      "Notice of Board Meeting - 14 August 2025.pdf",
      "Notice of Board Meeting - 12 November 2025.pdf",
      "Notice of Board Meeting - 22 May 2025.pdf",
      "Notice of Board Meeting - 10 February 2025.pdf",
    ],
  ],
  [
    ["Shareholding Pattern"],
    [
      "Shareholding Pattern - Quarter ended 30 September 2025.pdf",
      "Shareholding Pattern - Quarter ended 30 June 2025.pdf",
      "Shareholding Pattern - Quarter ended 31 March 2025.pdf",
      "Shareholding Pattern - Quarter ended 31 December 2024.pdf",
    ],
  ],
  [
    ["Policies"],
    [
      "Code of Conduct for Directors and Senior Management.pdf",
      "Fair Practices Code.pdf",
      "Know Your Customer and Anti-Money Laundering Policy.pdf",
      "Nomination and Remuneration Policy.pdf",
      "Policy for Determination of Materiality of Events.pdf",
      "Policy on Related Party Transactions.pdf",
      "Vigil Mechanism and Whistle Blower Policy.pdf",
      // The regulatory disclosures (docs/decisions/090-grievance-and-disclosures.md). The Hindi Fair Practices Code
      // is rendered by Chromium (scripts/documents-hindi.ts): pdf-lib's
      // standard fonts cannot write Devanagari.
      "Interest Rate Policy.pdf",
      "Schedule of Charges.pdf",
      "Sample Key Fact Statement.pdf",
      "Grievance Redressal Policy.pdf",
      "Policy on Engagement of Recovery Agents.pdf",
      "Policy for Determining Material Subsidiaries.pdf",
    ],
  ],
  [
    ["AGM-EGM-Postal Ballot"],
    [
      "Notice of 31st Annual General Meeting.pdf",
      "Scrutinizer's Report - 31st Annual General Meeting.pdf",
      "Voting Results - 31st Annual General Meeting.pdf",
      "Postal Ballot Notice - March 2025.pdf",
      "Notice of Extra-Ordinary General Meeting - January 2025.pdf",
    ],
  ],
  [
    ["Change in name of company"],
    ["Fresh Certificate of Incorporation pursuant to Change of Name.pdf", "Intimation to BSE - Change in Name of the Company.pdf"],
  ],
  [
    ["Employee Stock Option Scheme 2025"],
    ["Employee Stock Option Scheme 2025.pdf", "Certificate of Secretarial Auditor under SEBI (SBEB and SE) Regulations.pdf"],
  ],
  [["Secretarial Audit Report"], []],
  [["Investor Support"], []],
  [["Intimations/Disclosures"], []],
  [["Rights Issue", "Draft Letter of Offer"], ["Draft Letter of Offer.pdf"]],
  [
    ["Rights Issue", "Outcome of Board Meeting"],
    ["Outcome of Board Meeting - Approval of Rights Issue.pdf", "Outcome of Board Meeting - Record Date and Issue Price.pdf"],
  ],
  [["Rights Issue", "Prior Intimations"], ["Prior Intimation of Board Meeting to consider Rights Issue.pdf"]],
  [
    ["Rights Issue", "Letter of Offer"],
    ["Letter of Offer.pdf", "Abridged Letter of Offer.pdf"],
  ],
  [
    ["Rights Issue", "Issue Material"],
    ["Application Form.pdf", "Rights Entitlement Letter.pdf", "Frequently Asked Questions.pdf"],
  ],
  [
    ["Rights Issue", "Newspaper Advertisements"],
    ["Rights Issue Opening - Financial Express.jpg", "Rights Issue Basis of Allotment - Business Standard.png"],
  ],
];

const rupees = (n: number) => `Rs. ${n.toLocaleString("en-IN")}`;

/** Lines a placeholder states under its title; the sample KFS states its worked example. */
function bodyOf(title: string): string[] {
  if (title !== "Sample Key Fact Statement") return [];
  const k = sampleKfs;
  return [
    "Illustrative loan (not an offer):",
    `Loan amount: ${rupees(k.principal)}  |  Tenure: ${k.months} months  |  Interest: ${k.annualRatePercent}% p.a., reducing balance`,
    `Processing fee: ${k.processingFeePercent}% + GST ${k.gstPercent}% = ${rupees(k.stated.upfrontCharges)}, deducted at disbursal`,
    `Net amount disbursed: ${rupees(k.stated.netDisbursed)}`,
    `Equated monthly instalment (EMI): ${rupees(k.stated.emi)}  |  Total interest: ${rupees(k.stated.totalInterest)}`,
    `Annual Percentage Rate (APR): ${k.stated.aprPercent}%`,
    "APR: 12 x the monthly rate at which the EMIs are worth the net amount disbursed.",
  ];
}

async function pdf(title: string, folder: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(site.brand.legalName);
  doc.setProducer(site.brand.legalName);
  doc.setCreator("scripts/documents-placeholders.ts");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const page = doc.addPage([595, 842]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const navy = rgb(0.04, 0.15, 0.27);
  page.drawText(site.brand.legalName, { x: 56, y: 770, size: 16, font: bold, color: navy });
  page.drawText(`CIN: ${site.brand.cin}  |  BSE Scrip Code: ${site.brand.bseScripCode}`, { x: 56, y: 750, size: 9, font: regular });
  page.drawLine({ start: { x: 56, y: 740 }, end: { x: 539, y: 740 }, thickness: 1, color: navy });
  // Long titles wrap at ~60 characters per line.
  const words = title.split(" ");
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + " " + w).length <= 60) lines[lines.length - 1] = last + " " + w;
    else lines.push(w);
  }
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 700 - i * 24, size: 18, font: bold, color: navy }));
  const y = 700 - lines.length * 24 - 16;
  page.drawText(`Category: ${folder.join(" / ")}`, { x: 56, y, size: 10, font: regular });
  page.drawText("Placeholder document. The company replaces this file with the filed original.", {
    x: 56,
    y: y - 18,
    size: 10,
    font: regular,
  });
  bodyOf(title).forEach((line, i) => page.drawText(line, { x: 56, y: y - 54 - i * 16, size: 10, font: regular }));
  return doc.save({ useObjectStreams: true });
}

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function clipping(title: string, format: "jpeg" | "png"): Promise<Buffer> {
  const bars = Array.from(
    { length: 9 },
    (_, i) => `<rect x="24" y="${150 + i * 16}" width="${i % 3 === 2 ? 220 : 372}" height="7" fill="#777"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="320">
    <rect width="420" height="320" fill="#f3efe4"/>
    <rect x="12" y="12" width="396" height="296" fill="none" stroke="#222" stroke-width="2"/>
    <text x="24" y="50" font-family="serif" font-size="20" font-weight="bold" fill="#111">${escapeXml(site.brand.legalName.toUpperCase())}</text>
    <text x="24" y="74" font-family="sans-serif" font-size="10" fill="#333">CIN: ${site.brand.cin}</text>
    <text x="24" y="110" font-family="serif" font-size="14" fill="#111">${escapeXml(title.length > 52 ? title.slice(0, 50) + "..." : title)}</text>
    <text x="24" y="130" font-family="sans-serif" font-size="9" fill="#555">Placeholder newspaper clipping</text>${bars}
  </svg>`;
  const img = sharp(Buffer.from(svg)).flatten({ background: "#f3efe4" }).greyscale();
  return format === "jpeg"
    ? img.jpeg({ quality: 55, mozjpeg: true }).toBuffer()
    : img.png({ palette: true, colours: 8, compressionLevel: 9 }).toBuffer();
}

async function writePlaceholders(target = root): Promise<number> {
  let written = 0;
  for (const [folder, files] of plan) {
    const dir = path.join(target, ...folder.map(encodeSegment));
    await mkdir(dir, { recursive: true });
    if (files.length === 0) {
      // Git does not keep empty folders; the manifest ignores this marker.
      const keep = path.join(dir, ".keep");
      if (!existsSync(keep)) await writeFile(keep, "");
      continue;
    }
    for (const file of files) {
      const ext = path.extname(file).toLowerCase();
      const title = file.slice(0, -ext.length);
      const body = ext === ".pdf" ? await pdf(title, folder) : await clipping(title, ext === ".png" ? "png" : "jpeg");
      await writeFile(path.join(dir, encodeSegment(file)), body);
      written += 1;
    }
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = await writePlaceholders();
  console.log(`documents: ${n} placeholder files written under content/documents/`);
}
