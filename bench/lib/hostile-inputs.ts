// The hostile inputs of bench:hostile: for each form endpoint, the worst
// bodies we could build (over-limit and near-limit fields, pathological
// patterns, thousands of keys, deep nesting, many multipart parts, oversized
// and valid 5 MB resumes). Written by hand: bench/ does not import the
// server's test helpers.
import { exampleApplication } from "#test/form-examples";

export type Input = { endpoint: string; name: string; headers: Record<string, string>; body: Buffer };

const json = (endpoint: string, name: string, value: unknown | string): Input => ({
  endpoint,
  name,
  headers: { "content-type": "application/json" },
  body: Buffer.from(typeof value === "string" ? value : JSON.stringify(value)),
});

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

function manyKeys(count: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, "x"]));
}

const PATHOLOGICAL_EMAIL = `a@${".".repeat(65_000)}@`;
const FIELD_65K = "A".repeat(65 * 1024);
/** Just under the 64 KB body limit, so the field rules (not the size check) must deal with it. */
const FIELD_63K = "a".repeat(63 * 1024);

function jsonInputs(endpoint: string, fields: string[]): Input[] {
  const everyField = (v: string) => Object.fromEntries(fields.map((f) => [f, v]));
  return [
    json(endpoint, "65 KB field (over the body limit)", { [fields[0]!]: FIELD_65K }),
    json(endpoint, "63 KB field, every pattern", everyField(FIELD_63K.slice(0, Math.floor(FIELD_63K.length / fields.length)))),
    json(endpoint, "email a@ + 65,000 dots + @", { email: PATHOLOGICAL_EMAIL }),
    json(endpoint, "3,800 keys", { ...manyKeys(3800), ...everyField("x") }),
    json(endpoint, "nesting 10,000 deep", nested(10_000)),
    json(endpoint, "60 KB of lone surrogates", { [fields[0]!]: "\ud800".repeat(10_000) }),
    json(endpoint, "60 KB of Indic marks", { [fields[0]!]: "\u0915\u094d".repeat(15_000) }),
  ];
}

/** A multipart body. */
function multipart(parts: { name: string; value?: string; file?: { name: string; bytes: Buffer } }[]): {
  headers: Record<string, string>;
  body: Buffer;
} {
  const boundary = "----hostile-bench-boundary";
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.file ? `form-data; name="${p.name}"; filename="${p.file.name}"` : `form-data; name="${p.name}"`;
    const type = p.file ? "Content-Type: application/octet-stream\r\n" : "";
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      p.file ? p.file.bytes : Buffer.from(p.value ?? ""),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { "content-type": `multipart/form-data; boundary=${boundary}` }, body: Buffer.concat(chunks) };
}

const APPLICATION = exampleApplication;
const fieldParts = (fields: Record<string, string>) => Object.entries(fields).map(([name, value]) => ({ name, value }));
const pdf = (size: number) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(size - 16, 0x20), Buffer.from("\n%%EOF\n")]);

function multipartInputs(endpoint: string): Input[] {
  const make = (name: string, parts: Parameters<typeof multipart>[0]): Input => ({ endpoint, name, ...multipart(parts) });
  return [
    make("email field a@ + 31,000 dots + @", fieldParts({ ...APPLICATION, email: `a@${".".repeat(31_000)}@` })),
    make("every field 31 KB", fieldParts(Object.fromEntries(Object.keys(APPLICATION).map((k) => [k, "a".repeat(31 * 1024)])))),
    make(
      "1,000 parts",
      Array.from({ length: 1000 }, (_, i) => ({ name: `f${i}`, value: "x" })),
    ),
    make("40 KB cover letter", fieldParts({ ...APPLICATION, coverLetter: "x".repeat(40 * 1024) })),
    make("resume 5 MB + 1 byte", [
      ...fieldParts(APPLICATION),
      { name: "resume", file: { name: "cv.pdf", bytes: pdf(5 * 1024 * 1024 + 1) } },
    ]),
    make("resume 5 MB, valid (stored)", [
      ...fieldParts(APPLICATION),
      { name: "resume", file: { name: "cv.pdf", bytes: pdf(5 * 1024 * 1024) } },
    ]),
  ];
}

export const INPUTS: Input[] = [
  ...jsonInputs("/api/newsletter", ["email"]),
  ...jsonInputs("/api/partner-enquiries", ["name", "email", "phone", "company", "message"]),
  ...jsonInputs("/api/loan-enquiries", ["name", "mobile", "company", "city", "message"]),
  ...multipartInputs("/api/job-applications"),
];
