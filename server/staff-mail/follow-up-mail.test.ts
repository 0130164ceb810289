// The morning email of follow-ups due, on a real database (PostgreSQL too when TEST_DATABASE_URL is set) and a real
// SMTP server: the job's tick at a chosen clock queues nothing before 08:00 India time, then one email per person with
// follow-ups due today or overdue, even when two processes (two database handles) tick at once; a person with none
// gets nothing, and the email holds reference, form, the name staff see and links, never the visitor's contact.
import { afterAll, beforeAll, expect, it } from "vitest";
import { addDays, indiaDate } from "#shared/india-dates";
import { openDatabase } from "../db/database";
import { storeSubmission } from "../submissions/store";
import { ORIGIN, type Person } from "#test/staff-app";
import { type StaffMailApp, startStaffMailApp } from "#test/staff-mail-app";
import { queueFollowUpMails } from "./follow-up-mail";

let m: StaffMailApp;
let asha: Person;
let ravi: Person;
let hema: Person;
let today: string;
const refs: Record<string, string> = {};
/** A time of `today` in India: "08:00" -> that instant in UTC. */
const ist = (hhmm: string) => new Date(`${today}T${hhmm}:00.000+05:30`);

async function lead(key: string, form: "loan-enquiry" | "job-application", followUpOn: string | null, to: Person | null) {
  const fields: Record<string, string | number> =
    form === "loan-enquiry"
      ? { name: `Borrower ${key}`, mobile: "9876543210", company: "Co", city: "Pune", product: "term-loan", amount: 500_000 }
      : { jobId: "credit-analyst", firstName: "Candidate", lastName: key, email: "cand@example.in", phone: "9876501234" };
  const stored = await storeSubmission(m.t.db.kysely, { form, lang: "en", fields }, [], m.t.now());
  if (stored.kind !== "stored") throw new Error("not stored");
  refs[key] = stored.submission.reference;
  await m.t.db.kysely
    .updateTable("submissions")
    .set({ followUpOn, followUpNote: followUpOn ? "Ask for the GST returns" : null, assigneeId: to?.id ?? null })
    .where("reference", "=", refs[key])
    .execute();
}

beforeAll(async () => {
  m = await startStaffMailApp();
  asha = await m.t.person("asha@example.in", ["sales"], "Asha Rao");
  ravi = await m.t.person("ravi@example.in", ["sales"], "Ravi Kumar");
  hema = await m.t.person("hema@example.in", ["hr"], "Hema Nair");
  today = indiaDate(m.t.now().toISOString());
  await lead("today", "loan-enquiry", today, asha);
  await lead("late", "loan-enquiry", addDays(today, -2), asha);
  await lead("tomorrow", "loan-enquiry", addDays(today, 1), asha);
  await lead("nobody", "loan-enquiry", today, null);
  await lead("ravi-later", "loan-enquiry", addDays(today, 3), ravi);
  await lead("cv", "job-application", today, hema);
}, 60_000);
afterAll(() => m?.close());

it("sends nothing before the hour, then one email to each person with follow-ups due, even from two processes at once", async () => {
  const { kysely, kind } = m.t.db;
  expect(await queueFollowUpMails(kysely, kind, ist("07:59"), 8)).toEqual([]);
  // A second process on the same database ticks at the same moment.
  const other = await openDatabase(m.t.dbOptions);
  try {
    const tick = (db: typeof kysely) => queueFollowUpMails(db, kind, ist("08:00"), 8);
    // On PostgreSQL the two ticks race; SQLite has one writer (two processes take turns, and two handles in this one
    // thread would wait on each other), so there they run one after the other.
    const [a, b] =
      kind === "postgres" ? await Promise.all([tick(kysely), tick(other.kysely)]) : [await tick(kysely), await tick(other.kysely)];
    expect([...a, ...b].sort()).toEqual([asha.id, hema.id].sort());
    // Later the same morning, and again from the other process: nobody gets a second one.
    expect(await queueFollowUpMails(other.kysely, kind, ist("10:30"), 8)).toEqual([]);
  } finally {
    await other.close();
  }
  const mail = await m.mailTo("asha@example.in", "Your follow-ups");
  await m.mailTo("hema@example.in", "Your follow-ups");
  expect(mail.subject).toMatch(/^Your follow-ups for \d{1,2} \w+ \d{4}: 2 follow-ups$/);
  expect(mail.text).toContain(`- ${refs.today}, Loan enquiry: Borrower today\n  ${ORIGIN}/staff/leads/${refs.today}`);
  expect(mail.text).toMatch(new RegExp(`Overdue[^\\n]*\\n- ${refs.late}, Loan enquiry: Borrower late\\n.*\\n  \\(due `));
  expect(mail.text).toContain(`${ORIGIN}/staff/leads?view=follow-up&assignee=me`);
  // Not due yet, nobody's, or another person's: not in Asha's email. No visitor's phone, email or the note's words.
  for (const absent of [refs.tomorrow!, refs.nobody!, refs["ravi-later"]!, refs.cv!, "9876543210", "GST"])
    expect(mail.text).not.toContain(absent);
  const rows = await kysely.selectFrom("followUpMails").select(["userId", "day"]).execute();
  expect(rows.map((r) => r.day)).toEqual([today, today]);
});

it("leaves a person with nothing due without an email, and says in the audit trail who was emailed", async () => {
  // Give the outbox a moment to send anything it (wrongly) held for Ravi.
  await new Promise((r) => setTimeout(r, 500));
  expect(m.smtp.messages.filter((x) => x.envelope.to.includes("ravi@example.in"))).toEqual([]);
  expect(m.smtp.messages.filter((x) => x.subject.startsWith("Your follow-ups"))).toHaveLength(2);
  const audit = await m.t.db.kysely
    .selectFrom("staffAudit")
    .select(["actor", "detail"])
    .where("action", "=", "leads.follow-up-mail")
    .execute();
  expect(audit.map((r) => JSON.parse(r.detail)).sort((x, y) => x.leads - y.leads)).toEqual([
    { day: today, to: hema.id, leads: 1 },
    { day: today, to: asha.id, leads: 2 },
  ]);
  expect(new Set(audit.map((r) => r.actor))).toEqual(new Set(["system"]));
});
