// Every query the routes and the leads CLI run. Each insert is one statement
// in autocommit mode: when it resolves, the row is committed.
import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { JobApplicationTable, Database, LeadTable, LoanEnquiryTable, PartnerEnquiryTable } from "./schema";

type Db = Kysely<Database>;
type New<T> = Omit<T, "id" | "createdAt">;

const now = () => new Date().toISOString();

/** Stores the address once; a repeat sign-up changes nothing and is not reported as one. */
export async function subscribeNewsletter(db: Db, email: string): Promise<void> {
  await db
    .insertInto("newsletterSubscriptions")
    .values({ id: randomUUID(), email: email.toLowerCase(), createdAt: now() })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
}

export async function insertPartnerEnquiry(db: Db, row: New<PartnerEnquiryTable>): Promise<string> {
  const id = randomUUID();
  await db.insertInto("partnerEnquiries").values({ ...row, id, createdAt: now() }).execute();
  return id;
}

export async function insertLoanEnquiry(db: Db, row: New<LoanEnquiryTable>): Promise<string> {
  const id = randomUUID();
  await db.insertInto("loanEnquiries").values({ ...row, id, createdAt: now() }).execute();
  return id;
}

export type NewJobApplication = Omit<New<JobApplicationTable>, "resumeSize" | "resumeSha256">;

export async function insertJobApplication(db: Db, row: NewJobApplication): Promise<string> {
  const id = randomUUID();
  const resumeSha256 = createHash("sha256").update(row.resume).digest("hex");
  await db
    .insertInto("jobApplications")
    .values({ ...row, id, resumeSize: row.resume.byteLength, resumeSha256, createdAt: now() })
    .execute();
  return id;
}

/** Rows for export, oldest first; applications without the file bytes. */
export async function listLeads(db: Db, table: LeadTable, since?: string): Promise<Record<string, unknown>[]> {
  if (table === "jobApplications") {
    return db
      .selectFrom("jobApplications")
      .select([
        "id", "createdAt", "jobId", "firstName", "lastName", "email", "phone", "experience", "location", "company",
        "currentCtc", "expectedCtc", "noticePeriod", "coverLetter", "resumeFileName", "resumeType", "resumeSize", "resumeSha256",
      ])
      .$if(Boolean(since), (q) => q.where("createdAt", ">=", since!))
      .orderBy("createdAt")
      .orderBy("id")
      .execute();
  }
  return db
    .selectFrom(table)
    .selectAll()
    .$if(Boolean(since), (q) => q.where("createdAt", ">=", since!))
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

export async function getResume(db: Db, id: string) {
  return db
    .selectFrom("jobApplications")
    .select(["resume", "resumeFileName", "resumeType", "resumeSize", "resumeSha256"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export const LEAD_TABLES: readonly LeadTable[] = ["newsletterSubscriptions", "partnerEnquiries", "jobApplications", "loanEnquiries"];

/** Deletes rows created before `before` (ISO time) in every table; returns counts per table. */
export async function purgeBefore(db: Db, before: string): Promise<Record<LeadTable, number>> {
  const counts = {} as Record<LeadTable, number>;
  await db.transaction().execute(async (tx) => {
    for (const table of LEAD_TABLES) {
      const result = await tx.deleteFrom(table).where("createdAt", "<", before).executeTakeFirst();
      counts[table] = Number(result.numDeletedRows);
    }
  });
  return counts;
}
