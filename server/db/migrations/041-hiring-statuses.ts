// Job applications get the hiring workflow their declaration names
// (forms/lead-statuses.ts): screening, interview, offer, hired, rejected,
// withdrawn. Rows stored under the sales workflow are moved onto it
// (docs/decisions/140-lead-workbench.md): a candidate not yet judged
// ("new", "contacted") is in screening; one judged worth it ("qualified") is
// at interview; "closed" and "spam" ended the application, so rejected.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

type Row = Record<string, unknown>;

const HIRING_FROM_SALES: Record<string, string> = {
  new: "screening",
  contacted: "screening",
  qualified: "interview",
  closed: "rejected",
  spam: "rejected",
};

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const q = db as unknown as Kysely<Record<string, Row>>;
      for (const [from, to] of Object.entries(HIRING_FROM_SALES))
        await q.updateTable("submissions").set({ status: to }).where("form", "=", "job-application").where("status", "=", from).execute();
    },
  };
}
