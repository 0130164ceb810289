// Erasure reaches the CRM: the leads it got by signed webhook are named in a
// signed person.erased event, sent through the outbox with the same retries,
// carrying references only (never the address, phone or name). A real CRM
// receiver checks every signature; PostgreSQL too with TEST_DATABASE_URL.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { complaintForm } from "#forms/complaint";
import { newsletterForm } from "#forms/newsletter";
import { partnerEnquiryForm } from "#forms/partner-enquiry";
import { type PrivacyTestApp, startPrivacyTestApp } from "#test/privacy-app";
import type { Person } from "#test/staff-app";

let p: PrivacyTestApp;
let privacyOfficer: Person;

beforeAll(async () => {
  p = await startPrivacyTestApp();
  privacyOfficer = await p.t.person("dpo@udyamitra.example", ["privacy"], "Priya Nair");
}, 60_000);
afterAll(async () => p?.close());

async function erase(reference: string) {
  const cookie = await p.t.signIn(privacyOfficer);
  await p.t.reauth(privacyOfficer, cookie);
  const res = await p.t.call("POST", `/api/staff/privacy-requests/${reference}/erase`, cookie, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

it("tells the CRM by a signed person.erased webhook naming the erased and the restricted leads, retried like a lead, with no personal data", async () => {
  const email = "Sunita.Verma@example.in";
  const partner = await p.post(partnerEnquiryForm.endpoint, {
    name: "Sunita Verma",
    email,
    phone: "9812345670",
    company: "Verma Agro",
  });
  const signUp = await p.post(newsletterForm.endpoint, { email });
  const complaint = await p.post(complaintForm.endpoint, {
    name: "Sunita Verma",
    mobile: "9822098220",
    email,
    category: "other",
    description: "A charge was debited that I never agreed to pay.",
  });
  // The CRM has the leads, with the person's data in them.
  await p.crm.waitFor(
    (all) =>
      [partner, signUp, complaint].every((ref) => all.some((r) => r.body?.type === "submission.created" && r.body.reference === ref)),
    "the three leads",
  );

  const reference = await p.ask(email.toLowerCase(), "erase");
  await p.press(p.linkIn(await p.mailTo(email.toLowerCase(), "Confirm your request"), "/api/privacy/confirm?token="));
  // The CRM is down when the erasure is done: the event waits in the outbox and is tried again.
  p.crm.answerNext(503);
  await erase(reference);

  await p.crm.waitFor((all) => all.some((r) => r.body?.type === "person.erased"), "person.erased");
  const tries = p.crm.requests.filter((r) => r.raw.includes('"person.erased"'));
  expect(tries.map((r) => r.status)).toEqual([503, 200]);
  expect(tries.every((r) => r.verified)).toBe(true);
  // A retry is the same message: the receiver can drop a repeat by its id.
  expect(tries[1]!.id).toBe(tries[0]!.id);
  const event = tries[1]!;
  const doneAt = (
    await p.t.db.kysely.selectFrom("privacyRequests").select("doneAt").where("reference", "=", reference).executeTakeFirstOrThrow()
  ).doneAt;
  expect({ ...event.body, erased: [...((event.body?.erased as string[]) ?? [])].sort() }).toEqual({
    id: event.id,
    type: "person.erased",
    request: reference,
    erasedAt: doneAt,
    erased: [partner, signUp].sort(),
    restricted: [{ reference: complaint, form: "complaint", until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }],
  });
  for (const personal of ["sunita", "Verma", "9812345670", "9822098220", "@example.in", "debited"])
    expect(event.raw.toLowerCase()).not.toContain(personal.toLowerCase());

  // The delivery row is recorded like a lead's (outcomes are written in the worker's next round).
  await vi.waitFor(async () =>
    expect(await p.t.db.kysely.selectFrom("outbox").select(["status", "attempts"]).where("id", "=", event.id).executeTakeFirst()).toEqual({
      status: "delivered",
      attempts: 2,
    }),
  );
});

it("sends nothing to the CRM when the address had nothing to erase", async () => {
  const email = "nobody-here@example.in";
  const reference = await p.ask(email, "erase");
  await p.press(p.linkIn(await p.mailTo(email, "Confirm your request"), "/api/privacy/confirm?token="));
  const result = await erase(reference);
  expect(result).toMatchObject({ erased: 0, restricted: [] });
  await p.mailTo(email, `Your request ${reference} is done`);
  const request = await p.t.db.kysely.selectFrom("submissions").select("id").where("reference", "=", reference).executeTakeFirstOrThrow();
  expect(
    await p.t.db.kysely.selectFrom("outbox").select("id").where("submissionId", "=", request.id).where("channel", "=", "webhook").execute(),
  ).toEqual([]);
});
