// The lead inbox's query: newest first, keyset-paginated on (created_at, id)
// so that page 500 costs what page 1 costs, filtered through indexed columns
// (the search columns are copies taken at insert, see search-columns.ts).
import { type Kysely, sql } from "kysely";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import { statusesOf } from "#forms/lead-statuses";
import { formByName } from "../form-registry/registry";
import { amountField, leadContact, phoneDigits } from "../submissions/search-columns";
import { fieldText, listValues } from "./lead-columns";
import { textMatch } from "./lead-search";
import { indiaDate } from "#shared/india-dates";
import { istDayEnd, istDayStart } from "./date-filter";
import { type InputOf, StaffError } from "./staff-route";

const PAGE_SIZE = 50;
/** Newest first (the default), oldest first, or by the form's amount. */
type LeadSort = LeadFilter["sort"];

/** The inbox's filter, as the contract parses it (shared/staff-api/leads.ts). */
export type LeadFilter = InputOf<"GET /leads">["query"];

type Cursor = { createdAt: string; id: string };
type LeadSource = { db: Kysely<Database>; kind: DatabaseKind; now: () => Date };
/** Where a page ends in its sort: the created_at (date sorts) or the amount, and the id. */
type SortCursor = { key: string | number; id: string };

const byAmount = (sort: LeadSort | undefined) => sort === "amount-high" || sort === "amount-low";
const encodeCursor = (c: SortCursor) => Buffer.from(`${c.key}|${c.id}`).toString("base64url");
function decodeCursor(raw: string, sort: LeadSort): SortCursor {
  const [key, id, ...rest] = Buffer.from(raw, "base64url").toString().split("|");
  const amount = byAmount(sort);
  if (!key || !id || rest.length || (amount ? !/^\d{1,15}$/.test(key) : Number.isNaN(Date.parse(key))))
    throw new StaffError(400, "The cursor is not one this list gave; start from the first page.");
  return { key: amount ? Number(key) : key, id };
}

/** The forms a filter covers: those asked for (if the caller may see them), else all the caller may see. */
export function filterForms(filter: LeadFilter, allowed: readonly string[]): string[] {
  if (!filter.form) return [...allowed];
  if (!formByName(filter.form)) throw new StaffError(400, `There is no form called "${filter.form}".`);
  if (!allowed.includes(filter.form)) throw new StaffError(403, "Your role does not allow this form's leads.");
  return [filter.form];
}

/** A field filter names a listed choice or hidden field of the one form chosen. */
export function checkFieldFilter(filter: LeadFilter, forms: readonly string[]) {
  if (!filter.field) return;
  const spec = forms.length === 1 ? formByName(forms[0]!)?.form.fields[filter.field] : undefined;
  if (!spec?.list || (spec.kind !== "choice" && spec.kind !== "hidden"))
    throw new StaffError(400, "field must be a listed choice of the form chosen (choose the form first).");
}

/** A status filter must be one of the statuses the chosen forms declare. */
export function checkStatusFilter(status: string | undefined, forms: readonly string[]) {
  if (!status) return;
  const known = new Set(forms.flatMap((f) => statusesOf(formByName(f)?.form)));
  if (!known.has(status)) throw new StaffError(400, `status must be one of ${[...known].join(", ")}`);
}

/** Just below `text` in sort order, for a prefix match that an index can serve on both databases. */
const prefixEnd = (text: string) => `${text}\uffff`;

/** What a search looks for: a reference, a phone number, an email address, or a name. */
function searchKind(q: string): "reference" | "phone" | "email" | "name" | undefined {
  if (!q) return undefined;
  if (/^uf-[0-9a-z]{6}$/i.test(q)) return "reference";
  if (/^[\d\s()+-]{4,20}$/.test(q)) return "phone";
  return q.includes("@") ? "email" : "name";
}

/**
 * A filter as the audit trail records it (a page read, an export): everything but the search text, which may be a
 * visitor's name, phone or address; of a search, only its kind and length.
 */
export function auditedFilter(filter: LeadFilter, forms: readonly string[]) {
  const q = filter.q ?? "";
  return {
    forms: [...forms],
    status: filter.status,
    from: filter.from,
    to: filter.to,
    lang: filter.lang,
    assignee: filter.assignee,
    view: filter.view,
    field: filter.field ? { [filter.field]: filter.value } : undefined,
    sort: filter.sort,
    search: q ? { kind: searchKind(q), length: q.length } : undefined,
  };
}

/**
 * The leads a filter keeps, with nothing selected (a count selects its own, and joins nothing it does not read, so
 * an index holding the columns it filters on answers alone: migration 048). `me` is the caller's id; `until`
 * bounds the newest row (an export's snapshot); `paged` for a list read newest first, fifty at a time.
 */
export function leadRows(src: LeadSource, filter: LeadFilter, forms: readonly string[], me: string, until?: string, paged = false) {
  const { db, kind: dbKind } = src;
  const today = indiaDate(src.now().toISOString());
  const q = filter.q ?? "";
  const kind = searchKind(q);
  const reference = kind === "reference" ? q.toUpperCase() : undefined;
  // Three characters or more: any part, through the text index. Fewer: the start of a name, email or phone.
  const term = kind === "phone" ? phoneDigits(q) : q.toLowerCase();
  const text = kind && kind !== "reference" && [...term].length >= 3 ? term : undefined;
  const digits = kind === "phone" && !text ? term : undefined;
  const email = kind === "email" && !text ? term : undefined;
  const name = kind === "name" && !text ? term : undefined;
  return (
    db
      .selectFrom("submissions")
      .where("submissions.form", "in", forms.length ? [...forms] : ["-"])
      // A record restricted after an erasure request is kept only because the law requires it: not worked or exported
      // (docs/decisions/110-privacy-rights.md).
      .where("submissions.restrictedUntil", "is", null)
      .$if(!!filter.status, (s) => s.where("submissions.status", "=", filter.status!))
      .$if(!!filter.lang, (s) => s.where("submissions.lang", "=", filter.lang!))
      .$if(!!filter.from, (s) => s.where("submissions.createdAt", ">=", istDayStart(filter.from!)))
      .$if(!!filter.to, (s) => s.where("submissions.createdAt", "<", istDayEnd(filter.to!)))
      .$if(until !== undefined, (s) => s.where("submissions.createdAt", "<=", until!))
      .$if(filter.assignee === "none", (s) => s.where("submissions.assigneeId", "is", null))
      .$if(!!filter.assignee && filter.assignee !== "none", (s) =>
        s.where("submissions.assigneeId", "=", filter.assignee === "me" ? me : filter.assignee!),
      )
      .$if(filter.view === "today", (s) => s.where("submissions.createdAt", ">=", istDayStart(today)))
      // A page of due follow-ups on SQLite: written so that the follow-up index (migration 048, for the count) cannot
      // serve it, the newest fifty due are found walking the date index, not by reading every lead due and sorting
      // them all (bench:staff). A lead without a follow-up is never due either way.
      .$if(filter.view === "follow-up", (s) =>
        s.where(
          paged && dbKind === "sqlite" ? sql<string>`coalesce(submissions.follow_up_on, '9999-12-31')` : "submissions.followUpOn",
          "<=",
          today,
        ),
      )
      .$if(!!filter.field, (s) => s.where(fieldText(dbKind, filter.field!), "=", filter.value ?? ""))
      .$if(!!reference, (s) => s.where("submissions.reference", "=", reference!))
      .$if(!!text, (s) => s.where(textMatch(dbKind, text!)))
      .$if(!!digits, (s) => s.where("submissions.searchPhone", ">=", digits!).where("submissions.searchPhone", "<", prefixEnd(digits!)))
      .$if(!!email, (s) => s.where("submissions.searchEmail", ">=", email!).where("submissions.searchEmail", "<", prefixEnd(email!)))
      .$if(!!name, (s) => s.where("submissions.searchName", ">=", name!).where("submissions.searchName", "<", prefixEnd(name!)))
  );
}

/** The inbox query for a filter (without the cursor and limit), each lead with its assignee's name. */
export function leadQuery(src: LeadSource, filter: LeadFilter, forms: readonly string[], me: string, until?: string) {
  return leadRows(src, filter, forms, me, until, true)
    .leftJoin("staffUsers as assignee", "assignee.id", "submissions.assigneeId")
    .select([
      "submissions.id",
      "submissions.reference",
      "submissions.form",
      "submissions.createdAt",
      "submissions.lang",
      "submissions.fields",
      "submissions.status",
      "submissions.sortAmount",
      "submissions.assigneeId",
      "submissions.followUpOn",
      "submissions.version",
      "assignee.name as assigneeName",
    ]);
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof leadQuery>["execute"]>>[number];

export function leadItem(row: LeadRow) {
  const entry = formByName(row.form);
  const fields = JSON.parse(row.fields) as Record<string, string>;
  const contact = leadContact(entry?.form, fields);
  return {
    reference: row.reference,
    form: row.form,
    createdAt: row.createdAt,
    lang: row.lang,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    status: row.status,
    assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? "" } : null,
    values: entry ? listValues(entry, fields) : {},
    followUpOn: row.followUpOn ?? null,
    // The version a bulk change is made against (lead-bulk.ts).
    version: Number(row.version),
  };
}

/**
 * Rows after a cursor, newest first, as a row-value comparison
 * `(created_at, id) < (?, ?)`: both databases read it as a range of the
 * (created_at, id) index and start the scan at the cursor, so page 500
 * costs what page 1 costs (bench/staff.ts).
 */
export function afterCursor<Q extends ReturnType<typeof leadQuery>>(query: Q, after: Cursor): Q {
  return query.where((eb) => eb(eb.refTuple("submissions.createdAt", "submissions.id"), "<", eb.tuple(after.createdAt, after.id))) as Q;
}

/** One page in the filter's sort (newest first unless asked), after the cursor. */
export async function leadPage(src: LeadSource, filter: LeadFilter, forms: readonly string[], me: string) {
  const sort = filter.sort ?? "newest";
  const amount = byAmount(sort);
  if (amount && !(forms.length === 1 && amountField(formByName(forms[0]!)?.form)))
    throw new StaffError(400, "Sorting by amount needs one form that has an amount: choose the form first.");
  const after = filter.cursor ? decodeCursor(filter.cursor, sort) : undefined;
  const direction = sort === "newest" || sort === "amount-high" ? "desc" : "asc";
  const key = amount ? "submissions.sortAmount" : "submissions.createdAt";
  const rows = await leadQuery(src, filter, forms, me)
    .$if(!!after, (s) =>
      s.where((eb) => eb(eb.refTuple(key, "submissions.id"), direction === "desc" ? "<" : ">", eb.tuple(after!.key as string, after!.id))),
    )
    .orderBy(key, direction)
    .orderBy("submissions.id", direction)
    .limit(PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor =
    rows.length > PAGE_SIZE && last ? encodeCursor({ key: amount ? Number(last.sortAmount ?? 0) : last.createdAt, id: last.id }) : null;
  return { items: page.map(leadItem), nextCursor };
}
