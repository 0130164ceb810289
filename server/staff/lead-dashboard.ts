// The team lead's dashboard (issue 29; docs/decisions/140-lead-workbench.md): over the last 90 days of India's
// calendar, the leads received per day by form and by product, each form's status funnel in its declared order,
// the median time from a submission to staff first moving it on from its first status (first_worked_at, migration
// 045), and the follow-ups overdue today by person. Everything is counted in SQL (the India day of an instant in each
// database's own words), so the answer holds counts and colleagues' names, never a visitor's data.
import { type Kysely, type RawBuilder, sql } from "kysely";
import { statusesOf } from "#forms/lead-statuses";
import { addDays, indiaDate } from "#shared/india-dates";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import { formTitle } from "../submissions/lead-email";
import { formByName } from "../form-registry/registry";
import { fieldText, listValues } from "./lead-columns";
import { LEAD_ROLES, formsFor } from "#shared/staff-api/roles";
import { istDayStart } from "./date-filter";
import { type StaffContext, type StaffRoute, sessionOf, staffRoute } from "./staff-route";

const DAYS = 90;
/** A form that declares a choice called "product" is counted by product too (the loan enquiry). */
const PRODUCT = "product";

type Source = { db: Kysely<Database>; kind: DatabaseKind };

/** The India day (YYYY-MM-DD) of a stored ISO instant. */
function indiaDay(kind: DatabaseKind, column: string): RawBuilder<string> {
  return kind === "postgres"
    ? sql<string>`to_char(${sql.ref(column)}::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
    : sql<string>`date(${sql.ref(column)}, '+330 minutes')`;
}

/** Hours between two stored ISO instants. */
function hoursBetween(kind: DatabaseKind, from: string, to: string): RawBuilder<number> {
  return kind === "postgres"
    ? sql<number>`extract(epoch from (${sql.ref(to)}::timestamptz - ${sql.ref(from)}::timestamptz)) / 3600.0`
    : sql<number>`(julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 24.0`;
}

const productOf = (form: string) => {
  const spec = formByName(form)?.form.fields[PRODUCT];
  return spec?.kind === "choice" ? spec : undefined;
};

/** The median of one form's hours to first work, in SQL: the middle one or two of the sorted values. */
async function medianHours(src: Source, form: string, start: string): Promise<{ worked: number; median: number | null }> {
  const base = () =>
    src.db
      .selectFrom("submissions")
      .where("form", "=", form)
      .where("createdAt", ">=", start)
      .where("restrictedUntil", "is", null)
      .where("firstWorkedAt", "is not", null);
  const { n } = await base()
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  const worked = Number(n);
  if (worked === 0) return { worked, median: null };
  const hours = hoursBetween(src.kind, "submissions.created_at", "submissions.first_worked_at");
  const middle = await base()
    .select(hours.as("hours"))
    .orderBy(hours)
    .limit(worked % 2 ? 1 : 2)
    .offset((worked - 1) >> 1)
    .execute();
  const sum = middle.reduce((total, r) => total + Number(r.hours), 0);
  return { worked, median: Math.round((sum / middle.length) * 10) / 10 };
}

export async function leadDashboard(src: Source, forms: readonly string[], now: Date) {
  const to = indiaDate(now.toISOString());
  const from = addDays(to, -(DAYS - 1));
  const days = Array.from({ length: DAYS }, (_, i) => addDays(from, i));
  const start = istDayStart(from);
  const shown = forms.length ? [...forms] : ["-"];
  const inWindow = () =>
    src.db
      .selectFrom("submissions")
      .where("submissions.form", "in", shown)
      .where("submissions.createdAt", ">=", start)
      .where("submissions.restrictedUntil", "is", null);
  const [perDay, perStatus, overdue] = await Promise.all([
    inWindow()
      .select([
        "submissions.form",
        indiaDay(src.kind, "submissions.created_at").as("day"),
        fieldText(src.kind, PRODUCT).as("product"),
        (eb) => eb.fn.countAll<number | string>().as("n"),
      ])
      .groupBy([sql`1`, sql`2`, sql`3`])
      .execute(),
    inWindow()
      .select(["submissions.form", "submissions.status", (eb) => eb.fn.countAll<number | string>().as("n")])
      .groupBy(["submissions.form", "submissions.status"])
      .execute(),
    src.db
      .selectFrom("submissions")
      .leftJoin("staffUsers", "staffUsers.id", "submissions.assigneeId")
      .select(["staffUsers.name as person", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("submissions.form", "in", shown)
      .where("submissions.restrictedUntil", "is", null)
      .where("submissions.followUpOn", "<", to)
      .groupBy("staffUsers.name")
      .execute(),
  ]);
  const dayIndex = new Map(days.map((d, i) => [d, i]));
  const zeros = () => days.map(() => 0);

  const summaries = [];
  for (const form of forms) {
    const entry = formByName(form);
    const total = zeros();
    const byProduct = new Map<string, number[]>();
    for (const row of perDay.filter((r) => r.form === form)) {
      const i = dayIndex.get(String(row.day));
      if (i === undefined) continue;
      total[i]! += Number(row.n);
      if (productOf(form) && row.product) {
        const line = byProduct.get(String(row.product)) ?? zeros();
        line[i]! += Number(row.n);
        byProduct.set(String(row.product), line);
      }
    }
    const product = productOf(form);
    const counts = new Map(perStatus.filter((r) => r.form === form).map((r) => [r.status, Number(r.n)]));
    // The declared workflow in its order (zeros kept: an empty stage is news), then any older word still stored.
    const statuses = [...new Set([...statusesOf(entry?.form), ...counts.keys()])];
    const { worked, median } = await medianHours(src, form, start);
    summaries.push({
      form,
      title: formTitle(form),
      perDay: total,
      products: (product?.options ?? [])
        .filter((value) => byProduct.has(value))
        .map((value) => ({
          value,
          label: (entry && listValues(entry, { [PRODUCT]: value })[PRODUCT]) ?? value,
          perDay: byProduct.get(value)!,
        })),
      funnel: statuses.map((status) => ({ status, count: counts.get(status) ?? 0 })),
      received: total.reduce((a, b) => a + b, 0),
      worked,
      medianHoursToFirstWork: median,
    });
  }
  return {
    from,
    to,
    days,
    forms: summaries,
    overdueByPerson: overdue
      .map((r) => ({ person: r.person ?? null, overdue: Number(r.n) }))
      .sort((a, b) => b.overdue - a.overdue || (a.person ?? "").localeCompare(b.person ?? "")),
  };
}

/** Anyone who may list leads sees the dashboard of the forms their roles open (a recruiter: job applications). */
export function leadDashboardRoutes(ctx: StaffContext): StaffRoute[] {
  return [
    staffRoute("GET /leads/dashboard", {
      access: LEAD_ROLES,
      // Counts and colleagues' names only: no visitor's data is read, so nothing to audit (decision 103).
      handler: async (_input, req) => leadDashboard(ctx, formsFor(sessionOf(req).user.roles), ctx.now()),
    }),
  ];
}
