// A lead's file (a resume), shown or downloaded. Like the CSV export (lead-export.ts) it needs a fresh passkey
// confirmation (lead-routes.ts) and is audited before a byte is sent.
import type { FastifyReply, FastifyRequest } from "fastify";
import { recordAudit } from "../audit/audit-trail";
import { getStoredFile } from "../submissions/queries";
import { leadFor } from "./lead-detail";
import { type InputOf, type StaffContext, StaffError } from "./staff-route";

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
