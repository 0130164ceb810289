// The emailed links of the Your data requests, opened as a corporate mail
// scanner would (a GET, perhaps several) and as the person does (the page's
// button, a same-origin POST): only the POST acts. Real SMTP server, real
// database; PostgreSQL too with TEST_DATABASE_URL.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

/** Everything a confirmation could change: the request's row, the audit trail, the outbox, the newsletter sign-ups. */
async function state(reference: string) {
  const db = p.t.db.kysely;
  return {
    request: await db.selectFrom("privacyRequests").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow(),
    audit: (await db.selectFrom("staffAudit").select("action").where("subject", "=", reference).execute()).length,
    outbox: (await db.selectFrom("outbox").select("id").execute()).length,
    withdrawn: await db.selectFrom("submissions").select(["reference", "withdrawnAt"]).where("form", "=", newsletterForm.name).execute(),
  };
}

const formAction = (html: string) => /<form method="post" action="([^"]+)">/.exec(html)?.[1]?.replace(/&#38;/g, "&");

describe("the confirmation link", () => {
  it("opened shows what confirming will do and changes nothing, however often; the button confirms, once", async () => {
    const email = "scanned@example.in";
    await p.post(partnerEnquiryForm.endpoint, { name: "Asha Iyer", email, phone: "9876543210", company: "Iyer Looms" });
    const reference = await p.ask(email, "erase");
    const link = p.linkIn(await p.mailTo(email, "Confirm your request"), "/api/privacy/confirm?token=");
    const before = await state(reference);

    for (const _ of [1, 2]) {
      const page = await p.open(link);
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.headers["content-security-policy"]).toContain("form-action 'self'");
      // Its one stylesheet is inline, and the policy allows exactly it.
      const style = /<style>([^<]*)<\/style>/.exec(page.body)![1]!;
      expect(page.headers["content-security-policy"]).toContain(
        `style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'`,
      );
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain("Press the button to confirm that you want us to erase the data we hold with this address");
      expect(page.body).toContain("We will answer within 30 days");
      expect(page.body).toContain("Nothing has been done yet.");
      expect(page.body).toContain('<a rel="noreferrer" href="/privacy/your-data">');
      expect(page.body).toContain('<button type="submit">Confirm my request</button>');
      expect(formAction(page.body)).toBe(`${link.pathname}${link.search}`);
    }
    expect(await state(reference)).toEqual(before);
    expect(before.request.status).toBe("unconfirmed");

    const confirmed = await p.press(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain(`Thank you: we have your request ${reference} and will answer by`);
    const after = await state(reference);
    expect(after.request.status).toBe("open");
    expect(after.audit).toBe(before.audit + 1);

    // Used: the page and a second press both say so, and nothing moves.
    const reopened = await p.open(link);
    expect(reopened.statusCode).toBe(410);
    expect(reopened.body).toContain("This link has already been used.");
    expect(reopened.body).not.toContain("<form");
    expect((await p.press(link)).body).toContain("This link has already been used.");
    expect(await state(reference)).toEqual(after);
  });

  it("in Hindi: a newsletter withdrawal happens on the button alone, and a post from another site is refused", async () => {
    const email = "hindi-reader@example.in";
    const signUp = await p.post(newsletterForm.endpoint, { email });
    const reference = await p.ask(email, "withdraw", "hi");
    const link = p.linkIn(await p.mailTo(email, "पुष्टि"), "/api/privacy/confirm?token=");
    const before = await state(reference);

    const page = await p.open(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain("पुष्टि के लिए बटन दबाएँ: हम इस पते पर अपना न्यूज़लेटर भेजना तुरंत बंद कर देंगे।");
    expect(page.body).toContain(">मेरे अनुरोध की पुष्टि करें</button>");
    expect(page.body).toContain('href="/hi/privacy/your-data"');
    await p.open(link);
    expect(await state(reference)).toEqual(before);

    const forged = await p.press(link, "https://elsewhere.example");
    expect(forged.statusCode).toBe(403);
    expect(await state(reference)).toEqual(before);

    const done = await p.press(link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("हो गया: अब आपको हमारा न्यूज़लेटर नहीं मिलेगा।");
    expect((await state(reference)).withdrawn.find((s) => s.reference === signUp)?.withdrawnAt).toBeTruthy();
  });

  it("pressed three times at once (a double click), acts once: one audit entry, one email and one webhook, the outcome of the first", async () => {
    const email = "double-click@example.in";
    await p.post(newsletterForm.endpoint, { email });
    const reference = await p.ask(email, "withdraw");
    const link = p.linkIn(await p.mailTo(email, "Confirm your request"), "/api/privacy/confirm?token=");
    const before = await state(reference);

    const answers = await Promise.all([p.press(link), p.press(link), p.press(link)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410]);
    expect(answers.filter((a) => a.body.includes("This link has already been used."))).toHaveLength(2);
    const after = await state(reference);
    expect(after.audit - before.audit).toBe(1);
    // What one press queues: the person's "done" email and the CRM's consent.withdrawn webhook.
    expect(after.outbox - before.outbox).toBe(2);
    expect(JSON.parse(after.request.outcome!)).toEqual({ withdrawn: 1 });
  });

  it("past 24 hours says it has expired, both opened and pressed; an unknown token is not found", async () => {
    const email = "slow@example.in";
    const reference = await p.ask(email, "copy");
    const link = p.linkIn(await p.mailTo(email, "Confirm your request"), "/api/privacy/confirm?token=");
    p.t.advance(24 * 3_600_000 + 1000);
    try {
      const before = await state(reference);
      const page = await p.open(link);
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain("This link has expired. Please make your request again on the Your data page.");
      expect(await state(reference)).toEqual(before);
      const pressed = await p.press(link);
      expect(pressed.statusCode).toBe(410);
      expect(pressed.body).toContain("This link has expired.");
      expect((await state(reference)).request.status).toBe("expired");
    } finally {
      p.t.advance(-(24 * 3_600_000 + 1000));
    }
    const unknown = new URL(`http://localhost/api/privacy/confirm?token=${"x".repeat(43)}`);
    for (const res of [await p.open(unknown), await p.press(unknown)]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain("This link is not valid.");
    }
  });
});

describe("the copy's download link", () => {
  it("opened shows a download button and keeps the link; the button downloads, once", async () => {
    const email = "copy-scanned@example.in";
    await p.post(partnerEnquiryForm.endpoint, { name: "Ravi Kumar", email, phone: "9876543210", company: "Kumar Steel" });
    const reference = await p.ask(email, "copy");
    await p.press(p.linkIn(await p.mailTo(email, "Confirm your request"), "/api/privacy/confirm?token="));
    const sent = await p.t.call("POST", `/api/staff/privacy-requests/${reference}/copy`, privacyOfficer.cookie, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const link = p.linkIn(await p.mailTo(email, `Your request ${reference} is done`), "/api/privacy/copy?token=");
    const before = await state(reference);

    for (const _ of [1, 2]) {
      const page = await p.open(link);
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.body).toContain("Your copy is ready. Press the button to download it; after that, this link stops working.");
      expect(page.body).toContain(">Download my data</button>");
      expect(page.body).not.toContain("Kumar Steel");
      expect(formAction(page.body)).toBe(`${link.pathname}${link.search}`);
    }
    expect(await state(reference)).toEqual(before);
    expect(before.request.copyUsedAt).toBeNull();

    const download = await p.press(link);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="your-data-/);
    expect(download.json().email).toBe(email);

    const gone = await p.open(link);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain("This download link is not valid, has been used, or has expired.");
    expect((await p.press(link)).statusCode).toBe(410);
  });
});
