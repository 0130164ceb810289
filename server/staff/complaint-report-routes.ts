// The annual report's complaints table in the console: as JSON for the screen, as CSV to download, and the
// Ombudsman figures staff enter for a period (server/complaints/complaints-report.ts). The table holds counts
// only; downloading it and entering figures are audited all the same.
import type { FastifyReply, FastifyRequest } from "fastify";
import { indiaDate } from "#shared/india-dates";
import { appendAudit, recordAudit } from "../audit/audit-trail";
import { complaintsReport, reportCsv, saveOmbudsmanFigures } from "../complaints/complaints-report";
import { type InputOf, type StaffContext, type StaffRoute, StaffError, sessionOf, staffRoute } from "./staff-route";

const access = ["grievance"] as const;

export function complaintReportRoutes(ctx: StaffContext): StaffRoute[] {
  return [
    staffRoute("GET /complaints/report", { access, handler: ({ query }) => report(ctx, reportPeriod(query, ctx.now())) }),
    staffRoute("GET /complaints/report.csv", { access, handler: (input, req, reply) => downloadReport(ctx, input, req, reply) }),
    staffRoute("POST /complaints/report/ombudsman", { access, handler: (input, req) => saveOmbudsman(ctx, input, req) }),
  ];
}

const report = (ctx: StaffContext, { from, to }: { from: string; to: string }) => complaintsReport(ctx.db, from, to);

/** The period asked for; by default the financial year (April to March, India) so far. */
function reportPeriod({ from, to }: { from?: string | undefined; to?: string | undefined }, now: Date): { from: string; to: string } {
  const today = indiaDate(now.toISOString());
  const [year, month] = today.split("-").map(Number) as [number, number];
  const period = { from: from ?? `${month >= 4 ? year : year - 1}-04-01`, to: to ?? today };
  if (period.from > period.to) throw new StaffError(400, `from (${period.from}) is after to (${period.to})`);
  return period;
}

async function downloadReport(
  ctx: StaffContext,
  { query }: InputOf<"GET /complaints/report.csv">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const session = sessionOf(req);
  const { from, to } = reportPeriod(query, ctx.now());
  const csv = reportCsv(await complaintsReport(ctx.db, from, to));
  await recordAudit(
    ctx.db,
    ctx.kind,
    { actor: session.user.email, action: "complaints.report-downloaded", detail: { from, to } },
    ctx.now(),
  );
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="complaints-${from}-to-${to}.csv"`)
    .send(csv);
}

async function saveOmbudsman(ctx: StaffContext, { body }: InputOf<"POST /complaints/report/ombudsman">, req: FastifyRequest) {
  const session = sessionOf(req);
  if (body.from > body.to) throw new StaffError(400, `from (${body.from}) is after to (${body.to})`);
  const f = body.figures;
  if (f.resolvedInFavour + f.resolvedByConciliation + f.resolvedByAward > f.maintainableReceived) {
    throw new StaffError(
      400,
      "The complaints resolved in the company's favour, by conciliation and by award are among the maintainable ones received: together they cannot exceed that number.",
    );
  }
  const now = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    await saveOmbudsmanFigures(tx, body.from, body.to, body.figures, session.user.email, now);
    const detail = { from: body.from, to: body.to, ...body.figures };
    await appendAudit(tx, ctx.kind, { actor: session.user.email, action: "complaints.ombudsman-figures", detail }, now);
  });
  return complaintsReport(ctx.db, body.from, body.to);
}
