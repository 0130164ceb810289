// What leaves the console as a file: the inbox as CSV (a snapshot of the filter, streamed in batches) and a lead's
// resume. Both need a fresh passkey confirmation (lead-routes.ts) and both are audited before a byte is sent.
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { csvCell } from "#shared/csv";
import { formsFor } from "#shared/staff-api/roles";
import { recordAudit } from "../audit/audit-trail";
import { getStoredFile } from "../submissions/queries";
import { leadFor } from "./lead-detail";
import { afterCursor, auditedFilter, filterForms, leadItem, leadQuery } from "./lead-list";
import { type InputOf, type StaffContext, StaffError, sessionOf } from "./staff-route";

const EXPORT_COLUMNS = ["reference", "form", "createdAt", "lang", "name", "email", "phone", "status", "assignee"] as const;
const BATCH = 1000;

export async function exportLeads(
  ctx: StaffContext,
  { query }: InputOf<"GET /leads/export.csv">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { db, kind } = ctx;
  const session = sessionOf(req);
  const forms = filterForms(query, formsFor(session.user.roles));
  const now = ctx.now();
  // A snapshot: leads arriving during the export are left for the next one, so the count audited is the count sent.
  const until = now.toISOString();
  const counted = await leadQuery(db, query, forms, session.user.id, until)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  const rows = Number(counted.n);
  // The filter is recorded, but not a search text, which may be a visitor's name or phone.
  await recordAudit(
    db,
    kind,
    { actor: session.user.email, action: "leads.exported", detail: { filter: auditedFilter(query, forms), rows } },
    now,
  );
  async function* csv() {
    yield `${EXPORT_COLUMNS.join(",")}\r\n`;
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const batch = await leadQuery(db, { ...query, cursor: undefined }, forms, session.user.id, until)
        .$if(!!after, (s) => afterCursor(s, after!))
        .orderBy("submissions.createdAt", "desc")
        .orderBy("submissions.id", "desc")
        .limit(BATCH)
        .execute();
      if (batch.length === 0) return;
      let chunk = "";
      for (const row of batch) {
        const item = leadItem(row);
        const cells: Record<string, unknown> = { ...item, assignee: item.assignee?.name ?? "" };
        chunk += `${EXPORT_COLUMNS.map((c) => csvCell(cells[c])).join(",")}\r\n`;
      }
      yield chunk;
      const last = batch.at(-1)!;
      after = { createdAt: last.createdAt, id: last.id };
      if (batch.length < BATCH) return;
    }
  }
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="leads-${until.slice(0, 10)}.csv"`)
    .header("x-export-rows", String(rows))
    .send(Readable.from(csv()));
}

export async function leadFile(
  ctx: StaffContext,
  { params, query }: InputOf<"GET /leads/:reference/file">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { session, lead } = await leadFor(ctx, req, params.reference);
  const file = lead.fileSha256 ? await getStoredFile(ctx.db, lead.fileSha256) : undefined;
  if (!file) throw new StaffError(404, "This lead has no file.");
  const disposition = query.disposition ?? "attachment";
  await recordAudit(
    ctx.db,
    ctx.kind,
    { actor: session.user.email, action: "lead.file-downloaded", subject: lead.reference, detail: { disposition } },
    ctx.now(),
  );
  // Only a PDF is shown in the browser; anything else is always a download.
  const inline = disposition === "inline" && file.type === "application/pdf";
  const name = lead.fileName ?? "resume";
  const ascii = name.replace(/[^\w.-]/g, "_");
  return reply
    .header("content-type", file.type)
    .header("content-disposition", `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header("content-security-policy", "sandbox; default-src 'none'; object-src 'self'; style-src 'unsafe-inline'")
    .send(Buffer.from(file.bytes));
}
