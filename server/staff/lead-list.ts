// The lead inbox's query: newest first, keyset-paginated on (created_at, id)
// so that page 500 costs what page 1 costs, filtered through indexed columns
// (the search columns are copies taken at insert, see search-columns.ts).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { formByName } from "../form-registry/registry";
import { leadContact, phoneDigits } from "../submissions/search-columns";
import { istDayEnd, istDayStart } from "./date-filter";
import { type InputOf, StaffError } from "./staff-route";

const PAGE_SIZE = 50;

/** The inbox's filter, as the contract parses it (shared/staff-api/leads.ts). */
type LeadFilter = InputOf<"GET /leads">["query"];

type Cursor = { createdAt: string; id: string };

const encodeCursor = (c: Cursor) => Buffer.from(`${c.createdAt}|${c.id}`).toString("base64url");
function decodeCursor(raw: string): Cursor {
  const [createdAt, id, ...rest] = Buffer.from(raw, "base64url").toString().split("|");
  if (!createdAt || !id || rest.length || Number.isNaN(Date.parse(createdAt)))
    throw new StaffError(400, "The cursor is not one this list gave; start from the first page.");
  return { createdAt, id };
}

/** The forms a filter covers: those asked for (if the caller may see them), else all the caller may see. */
export function filterForms(filter: LeadFilter, allowed: readonly string[]): string[] {
  if (!filter.form) return [...allowed];
  if (!formByName(filter.form)) throw new StaffError(400, `There is no form called "${filter.form}".`);
  if (!allowed.includes(filter.form)) throw new StaffError(403, "Your role does not allow this form's leads.");
  return [filter.form];
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
    search: q ? { kind: searchKind(q), length: q.length } : undefined,
  };
}

/**
 * The inbox query for a filter (without the cursor and limit). `me` is the
 * caller's id; `until` bounds the newest row (an export's snapshot).
 */
export function leadQuery(db: Kysely<Database>, filter: LeadFilter, forms: readonly string[], me: string, until?: string) {
  const q = filter.q ?? "";
  const kind = searchKind(q);
  const reference = kind === "reference" ? q.toUpperCase() : undefined;
  const digits = kind === "phone" ? phoneDigits(q) : undefined;
  const email = kind === "email" ? q.toLowerCase() : undefined;
  const name = kind === "name" ? q.toLowerCase() : undefined;
  return (
    db
      .selectFrom("submissions")
      .leftJoin("staffUsers as assignee", "assignee.id", "submissions.assigneeId")
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
      .$if(!!reference, (s) => s.where("submissions.reference", "=", reference!))
      .$if(!!digits, (s) => s.where("submissions.searchPhone", ">=", digits!).where("submissions.searchPhone", "<", prefixEnd(digits!)))
      .$if(!!email, (s) => s.where("submissions.searchEmail", ">=", email!).where("submissions.searchEmail", "<", prefixEnd(email!)))
      .$if(!!name, (s) => s.where("submissions.searchName", ">=", name!).where("submissions.searchName", "<", prefixEnd(name!)))
      .select([
        "submissions.id",
        "submissions.reference",
        "submissions.form",
        "submissions.createdAt",
        "submissions.lang",
        "submissions.fields",
        "submissions.status",
        "submissions.assigneeId",
        "assignee.name as assigneeName",
      ])
  );
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof leadQuery>["execute"]>>[number];

export function leadItem(row: LeadRow) {
  const contact = leadContact(formByName(row.form)?.form, JSON.parse(row.fields) as Record<string, string>);
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

/** One page, newest first, after the cursor. */
export async function leadPage(db: Kysely<Database>, filter: LeadFilter, forms: readonly string[], me: string) {
  const after = filter.cursor ? decodeCursor(filter.cursor) : undefined;
  const rows = await leadQuery(db, filter, forms, me)
    .$if(!!after, (s) => afterCursor(s, after!))
    .orderBy("submissions.createdAt", "desc")
    .orderBy("submissions.id", "desc")
    .limit(PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return { items: page.map(leadItem), nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor(last) : null };
}
