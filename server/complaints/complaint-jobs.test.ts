// The escalation and the digest on a controlled clock: day 20 and day 21
// after filing (in India's calendar), once only, the Principal Nodal
// Officer's email through the outbox to a real SMTP server; day 30 (the
// answer is due, the tracker's Ombudsman route opens); the digest at 09:00 IST.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grievance } from "#content/grievance";
import { daysHavePassed } from "#shared/india-dates";
import { type TestSmtpServer, startTestSmtpServer } from "#test/smtp-server";
import type { DeliverySettings } from "../delivery/settings";
import { storeSubmission } from "../submissions/store";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";
import { complaintQueue } from "../staff/complaint-queue";
import { escalateDue, queueDigest } from "./complaint-jobs";
import { changeComplaintStatus, openComplaint } from "./complaints";

const DAY = 24 * 60 * 60 * 1000;
let smtp: TestSmtpServer;
let t: StaffTestApp;
let officer: Person;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const delivery: DeliverySettings = {
    email: {
      smtpUrl: smtp.url,
      from: "care@udyamitra.example",
      to: ["team@udyamitra.example"],
      toByForm: {},
      maxAttachmentBytes: 1024 * 1024,
    },
    retry: { firstDelayMs: 100, maxDelayMs: 400, maxAttempts: 5 },
    leaseMs: 3000,
    concurrency: 4,
    idlePollMs: 100,
  };
  t = await startStaffApp({ delivery, publicOrigin: "http://localhost:4860" });
  officer = await t.person("gro@example.in", ["grievance"], "Meena Iyer");
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function file(at: string, phone: string): Promise<string> {
  const r = await storeSubmission(
    t.db.kysely,
    {
      form: "complaint",
      lang: "en",
      fields: {
        name: "Kiran Patel",
        mobile: phone,
        email: "kiran@example.in",
        category: "emi-and-repayment",
        description: "My EMI was debited twice this month.",
      },
    },
    [openComplaint],
    new Date(at),
  );
  if (r.kind !== "stored") throw new Error("not stored");
  return r.submission.reference;
}

describe("escalation to the Principal Nodal Officer", () => {
  it("waits through day 20, sends on day 21 (filing date in India), once however often the job runs", async () => {
    // 18:00 UTC is 23:30 IST: filed on 1 March in India.
    const reference = await file("2031-03-01T18:00:00.000Z", "9811100001");
    expect(await escalateDue(t.db.kysely, t.db.kind, new Date("2031-03-21T18:29:00.000Z"))).toEqual([]); // 23:59 IST on 21 March: day 20
    const day21 = new Date("2031-03-21T18:31:00.000Z"); // 00:01 IST on 22 March: day 21
    expect(await escalateDue(t.db.kysely, t.db.kind, day21)).toEqual([reference]);
    expect(await escalateDue(t.db.kysely, t.db.kind, day21)).toEqual([]);
    expect(await escalateDue(t.db.kysely, t.db.kind, new Date(day21.getTime() + 5 * DAY))).toEqual([]);
    await smtp.waitFor((m) => m.some((x) => x.envelope.to.includes(grievance.nodalOfficer.email)), "the escalation email", 20_000);
    const sent = smtp.messages.filter((m) => m.envelope.to.includes(grievance.nodalOfficer.email));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Complaint ${reference} still open after 21 days`);
    expect(sent[0]!.text).toContain("It must be answered by 31 March 2031");
    // Nothing the complainant wrote.
    expect(sent[0]!.text).not.toMatch(/Kiran|debited|9811100001/);
    const audit = await t.db.kysely.selectFrom("staffAudit").select(["actor", "action"]).where("subject", "=", reference).execute();
    expect(audit).toEqual([{ actor: "system", action: "complaint.escalated" }]);
    const queue = (await t.call("GET", "/api/staff/complaints?status=all", officer.cookie)).json().items as {
      reference: string;
      escalated: boolean;
    }[];
    expect(queue.find((i) => i.reference === reference)?.escalated).toBe(true);
  }, 30_000);

  it("leaves a complaint resolved before day 21 alone", async () => {
    const reference = await file("2031-04-01T04:00:00.000Z", "9811100002");
    await changeComplaintStatus(t.db.kysely, reference, "resolved", "Refunded the second debit.", {
      kind: t.db.kind,
      actor: "shell",
      now: new Date("2031-04-10T04:00:00.000Z"),
    });
    expect(await escalateDue(t.db.kysely, t.db.kind, new Date("2031-04-25T04:00:00.000Z"))).toEqual([]);
  });

  it("on day 30 the answer is due (0 days left, overdue the day after) and the tracker's Ombudsman route opens", async () => {
    const filedAt = "2031-05-01T04:00:00.000Z";
    const reference = await file(filedAt, "9811100003");
    const day30 = Date.parse(filedAt) + 30 * DAY;
    // The queue's own query at a given moment (the staff API reads the same with the server's clock).
    const item = async (at: number) =>
      (await complaintQueue(t.db.kysely, { q: reference, status: "all" }, officer.id, new Date(at), ["borrower"])).items[0]!;
    expect(await item(day30)).toMatchObject({ daysLeft: 0, overdue: false });
    // The tracking page decides from the filing time (docs/decisions/090-grievance-and-disclosures.md).
    expect(daysHavePassed(filedAt, grievance.clocks.borrower, day30)).toBe(true);
    expect(daysHavePassed(filedAt, grievance.clocks.borrower, day30 - 60_000)).toBe(false);
    expect(await item(day30 + DAY)).toMatchObject({ daysLeft: -1, overdue: true });
  });
});

describe("the daily digest", () => {
  it("goes to the grievance officers once a day from 09:00 IST with what falls due in the next 7 days", async () => {
    // Filed 25 days before: due in 5 days.
    const reference = await file("2031-06-05T06:00:00.000Z", "9811100004");
    expect(await queueDigest(t.db.kysely, t.db.kind, new Date("2031-06-30T03:29:00.000Z"))).toBeUndefined(); // 08:59 IST
    expect(await queueDigest(t.db.kysely, t.db.kind, new Date("2031-06-30T03:30:00.000Z"))).toBe("2031-06-30"); // 09:00 IST
    expect(await queueDigest(t.db.kysely, t.db.kind, new Date("2031-06-30T12:00:00.000Z"))).toBeUndefined();
    await smtp.waitFor((m) => m.some((x) => x.subject.startsWith("Complaints due in the next 7 days")), "the digest", 20_000);
    const digests = smtp.messages.filter((m) => m.subject.startsWith("Complaints due in the next 7 days"));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.envelope.to).toEqual(["gro@example.in"]);
    expect(digests[0]!.subject).toBe("Complaints due in the next 7 days: 1 (30 June 2031)");
    expect(digests[0]!.text).toContain(`${reference}  answer by 5 July 2031  received  not assigned`);
  }, 30_000);
});
