// The annual report's complaints table in the console: as JSON for the
// screen, as CSV to download, and the Ombudsman figures staff enter for a
// period (server/complaints/complaints-report.ts). The table holds counts
// only; downloading it and entering figures are audited all the same.
import { z } from "zod";
import { indiaDate } from "#shared/india-dates";
import { appendAudit, recordAudit } from "../audit/audit-trail";
import { OMBUDSMAN_FIELDS, complaintsReport, reportCsv, saveOmbudsmanFigures } from "../complaints/complaints-report";
import { complaintsTurnaround } from "../complaints/complaints-turnaround";
import { dateParam } from "./date-filter";
import { type StaffContext, type StaffRoute, StaffError, parse, sessionOf } from "./staff-route";

const GRIEVANCE = ["grievance"] as const;
const periodSchema = z.object({ from: dateParam.optional(), to: dateParam.optional() });
const figure = z
  .number({ error: "each Ombudsman figure is a whole number" })
  .int("each Ombudsman figure is a whole number")
  .min(0, "an Ombudsman figure cannot be negative")
  .max(1_000_000, "that Ombudsman figure is too large");
const ombudsmanBody = z.object({
  from: dateParam,
  to: dateParam,
  figures: z.object(
    Object.fromEntries(OMBUDSMAN_FIELDS.map((f) => [f, figure])) as Record<(typeof OMBUDSMAN_FIELDS)[number], typeof figure>,
    { error: `figures needs ${OMBUDSMAN_FIELDS.join(", ")}` },
  ),
});

/** The period asked for; by default the financial year (April to March, India) so far. */
function reportPeriod(query: unknown, now: Date): { from: string; to: string } {
  const { from, to } = parse(periodSchema, query);
  const today = indiaDate(now.toISOString());
  const [year, month] = today.split("-").map(Number) as [number, number];
  const period = { from: from ?? `${month >= 4 ? year : year - 1}-04-01`, to: to ?? today };
  if (period.from > period.to) throw new StaffError(400, `from (${period.from}) is after to (${period.to})`);
  return period;
}

export function complaintReportRoutes(ctx: StaffContext): StaffRoute[] {
  const { db, kind } = ctx;
  return [
    {
      method: "GET",
      url: "/complaints/report",
      access: GRIEVANCE,
      handler: async (req) => {
        const { from, to } = reportPeriod(req.query, ctx.now());
        return complaintsReport(db, from, to);
      },
    },
    {
      method: "GET",
      url: "/complaints/turnaround",
      access: GRIEVANCE,
      handler: async (req) => {
        const { from, to } = reportPeriod(req.query, ctx.now());
        return complaintsTurnaround(db, from, to, ctx.now());
      },
    },
    {
      method: "GET",
      url: "/complaints/report.csv",
      access: GRIEVANCE,
      handler: async (req, reply) => {
        const session = sessionOf(req);
        const { from, to } = reportPeriod(req.query, ctx.now());
        const csv = reportCsv(await complaintsReport(db, from, to));
        await recordAudit(db, kind, { actor: session.user.email, action: "complaints.report-downloaded", detail: { from, to } }, ctx.now());
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="complaints-${from}-to-${to}.csv"`)
          .send(csv);
      },
    },
    {
      method: "POST",
      url: "/complaints/report/ombudsman",
      access: GRIEVANCE,
      handler: async (req) => {
        const session = sessionOf(req);
        const input = parse(ombudsmanBody, req.body);
        if (input.from > input.to) throw new StaffError(400, `from (${input.from}) is after to (${input.to})`);
        const f = input.figures;
        if (f.resolvedInFavour + f.resolvedByConciliation + f.resolvedByAward > f.maintainableReceived) {
          throw new StaffError(
            400,
            "The complaints resolved in the company's favour, by conciliation and by award are among the maintainable ones received: together they cannot exceed that number.",
          );
        }
        const now = ctx.now();
        await db.transaction().execute(async (tx) => {
          await saveOmbudsmanFigures(tx, input.from, input.to, input.figures, session.user.email, now);
          await appendAudit(
            tx,
            kind,
            {
              actor: session.user.email,
              action: "complaints.ombudsman-figures",
              detail: { from: input.from, to: input.to, ...input.figures },
            },
            now,
          );
        });
        return complaintsReport(db, input.from, input.to);
      },
    },
  ];
}
