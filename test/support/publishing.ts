// Test support for publishing: a multipart upload as the console sends it,
// and small real PDFs with a line of text of the test's choosing.
import { PDFDocument } from "pdf-lib";
import type { LightMyRequestResponse } from "fastify";
import { ORIGIN, type StaffTestApp } from "#test/staff-app";

export async function samplePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return Buffer.from(await doc.save());
}

type UploadFields = Record<string, string>;

export function multipartBody(fields: UploadFields, file?: { name: string; bytes: Buffer; type?: string }) {
  const boundary = `----publish${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/pdf"}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart upload to /api/staff{url} with the console's Origin and the person's cookie. */
export function upload(
  t: StaffTestApp,
  url: string,
  cookie: string,
  fields: UploadFields,
  file?: { name: string; bytes: Buffer; type?: string },
): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartBody(fields, file);
  return t.app.inject({
    method: "POST",
    url: `/api/staff${url}`,
    headers: { origin: ORIGIN, cookie, "content-type": contentType },
    payload: body,
  });
}
