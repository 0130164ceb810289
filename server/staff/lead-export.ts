// The lead list's CSV export, as a call list or a CRM import needs it
// (issue 29): with one form chosen, every field of its declaration in the
// declared order under its label, after the lead's own columns; times in
// India (ISO 8601 with +05:30); the columns a person chose, or all; formulas
// defused (csvCell); streamed a keyset batch at a time, so memory stays flat.
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { csvCell } from "#shared/csv";
import { LEAD_ROLES, formsFor } from "#shared/staff-api/roles";
import { recordAudit } from "../audit/audit-trail";
import { formFieldLines } from "../submissions/lead-email";
import { type FormEntry, formByName } from "../form-registry/registry";
import { afterCursor, auditedFilter, checkFieldFilter, checkStatusFilter, filterForms, leadItem, leadQuery, leadRows } from "./lead-list";
import { type InputOf, type StaffContext, type StaffRoute, StaffError, sessionOf, staffRoute } from "./staff-route";

const BATCH = 1000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** "2026-11-27T21:15:03+05:30": the instant as a clock in India reads it. */
function istIso(iso: string): string {
  return `${new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

type Item = ReturnType<typeof leadItem>;
type Column = { key: string; label: string; value: (item: Item, fields: Record<string, string | number>) => unknown };

const LEAD_COLUMNS: Column[] = [
  { key: "reference", label: "Reference", value: (i) => i.reference },
  { key: "received", label: "Received (IST)", value: (i) => istIso(i.createdAt) },
  { key: "form", label: "Form", value: (i) => i.form },
  { key: "lang", label: "Language", value: (i) => i.lang },
  { key: "status", label: "Status", value: (i) => i.status },
  { key: "assignee", label: "Assigned to", value: (i) => i.assignee?.name ?? "" },
  { key: "followUpOn", label: "Follow up on", value: (i) => i.followUpOn ?? "" },
];
const CONTACT_COLUMNS: Column[] = [
  { key: "name", label: "Name", value: (i) => i.name },
  { key: "email", label: "Email", value: (i) => i.email },
  { key: "phone", label: "Phone", value: (i) => i.phone },
];

/**
 * Every declared field of the form, labelled; an amount as its whole rupees and a mobile as its ten digits (what a
 * CRM imports, and "+91 ..." would be defused as a formula), the rest as shown.
 */
function fieldColumns(entry: FormEntry): Column[] {
  const labels = formFieldLines(entry, {});
  return Object.entries(entry.form.fields).map(([name, spec]) => ({
    key: `field.${name}`,
    label: labels.find((l) => l.name === name)?.label ?? name,
    value: (_item, fields) => {
      if (fields[name] === undefined) return "";
      if (spec.kind === "amount") return Number(fields[name]);
      if (spec.kind === "mobile") return String(fields[name]);
      return formFieldLines(entry, { [name]: fields[name] }).find((l) => l.name === name)?.value ?? "";
    },
  }));
}

/** The columns an export of `form` (or of several forms) can have, in their order. */
function exportColumns(form: string | undefined): Column[] {
  const entry = form ? formByName(form) : undefined;
  return entry ? [...LEAD_COLUMNS.filter((c) => c.key !== "form"), ...fieldColumns(entry)] : [...LEAD_COLUMNS, ...CONTACT_COLUMNS];
}

/** The columns a person may choose for an export of the filter's form (or of all their forms). */
export function leadExportRoutes(): StaffRoute[] {
  return [
    staffRoute("GET /leads/export-columns", {
      access: LEAD_ROLES,
      handler: async ({ query }, req) => {
        filterForms({ form: query.form }, formsFor(sessionOf(req).user.roles));
        return { columns: exportColumns(query.form).map(({ key, label }) => ({ key, label })) };
      },
    }),
  ];
}

/** The export itself (GET /leads/export.csv: lead-routes.ts), a snapshot of the filter streamed in batches. */
export async function exportLeads(
  ctx: StaffContext,
  { query }: InputOf<"GET /leads/export.csv">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { db, kind } = ctx;
  const session = sessionOf(req);
  const { columns: wanted, ...filter } = query;
  const forms = filterForms(filter, formsFor(session.user.roles));
  checkStatusFilter(filter.status, forms);
  checkFieldFilter(filter, forms);
  const available = exportColumns(filter.form);
  const keys = wanted ? wanted.split(",").filter(Boolean) : undefined;
  const unknown = keys?.find((k) => !available.some((c) => c.key === k));
  if (unknown) throw new StaffError(400, `There is no column "${unknown}" in this export.`);
  // In the export's own order, whatever order they were asked in.
  const columns = keys ? available.filter((c) => keys.includes(c.key)) : available;
  if (columns.length === 0) throw new StaffError(400, "Choose at least one column.");
  const now = ctx.now();
  // A snapshot: leads arriving during the export are left for the next one, so the count audited is the count sent.
  const until = now.toISOString();
  const counted = await leadRows(ctx, filter, forms, session.user.id, until)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  const rows = Number(counted.n);
  // The filter is recorded, but not a search text, which may be a visitor's name or phone.
  await recordAudit(
    db,
    kind,
    {
      actor: session.user.email,
      action: "leads.exported",
      detail: { filter: auditedFilter(filter, forms), rows, columns: columns.map((c) => c.key) },
    },
    now,
  );
  async function* csv() {
    yield `${columns.map((c) => csvCell(c.label)).join(",")}\r\n`;
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const batch = await leadQuery(ctx, { ...filter, cursor: undefined, sort: undefined }, forms, session.user.id, until)
        .$if(!!after, (s) => afterCursor(s, after!))
        .orderBy("submissions.createdAt", "desc")
        .orderBy("submissions.id", "desc")
        .limit(BATCH)
        .execute();
      if (batch.length === 0) return;
      let chunk = "";
      for (const row of batch) {
        const fields = JSON.parse(row.fields) as Record<string, string | number>;
        const item = leadItem(row);
        chunk += `${columns.map((c) => csvCell(c.value(item, fields))).join(",")}\r\n`;
      }
      yield chunk;
      const last = batch.at(-1)!;
      after = { createdAt: last.createdAt, id: last.id };
      if (batch.length < BATCH) return;
    }
  }
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="leads-${istIso(until).slice(0, 10)}.csv"`)
    .header("x-export-rows", String(rows))
    .send(Readable.from(csv()));
}
