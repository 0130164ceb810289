// The investor alerts list inside one server: the real sign-up endpoint, a
// real SMTP server receiving the double opt-in email, the confirm page whose
// GET changes nothing (mail scanners fetch links) and whose button POSTs, and
// one-click unsubscribe posted from no page of ours (RFC 8058). PostgreSQL
// with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { investorAlertsForm } from "#forms/investor-alerts";
import { type ReceivedMail, type TestSmtpServer, startTestSmtpServer } from "#test/smtp-server";
import { type FormApp, startFormApp } from "#test/form-app";
import type { DeliverySettings } from "../delivery/settings";
import { unsubscribeToken } from "./subscribers";
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from "./alert-email";
import { publish, replace } from "../published-documents/publications";
import { queueDueAlerts } from "./alert-job";
import { buildInvestorAlert } from "./alert-sender";
import { findSubmissionsByIds } from "../db/submission-records";
import { runLeads } from "../cli/run-leads";
import { eraseByEmail } from "../privacy/erase";
import { MINUTE_MS, awayFromWindowEdge } from "#test/window-edge";
import { testKeys } from "#test/keys";

let smtp: TestSmtpServer;
let t: FormApp;
const keys = testKeys();

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const delivery: DeliverySettings = {
    email: {
      smtpUrl: smtp.url,
      from: "Udyamitra <investors@udyamitra.example>",
      to: ["sales@udyamitra.example"],
      toByForm: {},
      maxAttachmentBytes: 5 * 1024 * 1024,
    },
    retry: { firstDelayMs: 100, maxDelayMs: 400, maxAttempts: 8 },
    leaseMs: 3000,
    concurrency: 2,
    idlePollMs: 100,
  };
  t = await startFormApp({ delivery, app: { publicOrigin: "https://udyamitra.example", pressureSampleIntervalMs: 3_600_000, keys } });
  await t.app.ready();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const signUp = async (email: string, lang = "en") => {
  const res = await t.app.inject({ method: "POST", url: investorAlertsForm.endpoint, payload: { email, lang } });
  expect(res.statusCode, res.body).toBe(201);
  return Object.keys(res.json() as object).sort();
};
const mailsTo = (to: string) => smtp.messages.filter((m) => m.envelope.to.includes(to));
async function mailTo(to: string, count = 1): Promise<ReceivedMail> {
  await smtp.waitFor(() => mailsTo(to).length >= count, `${count} email(s) to ${to}`);
  return mailsTo(to)[count - 1]!;
}
const confirmLink = (mail: ReceivedMail) => {
  const found = mail.text.match(/https:\/\/udyamitra\.example\/api\/investor-alerts\/confirm\?token=[\w.-]+/);
  if (!found) throw new Error(`no confirm link in: ${mail.text}`);
  const url = new URL(found[0]);
  return `${url.pathname}${url.search}`;
};
/** The page's button, as a browser posts it. */
const press = (url: string) =>
  t.app.inject({ method: "POST", url, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "" });
const subscriber = (email: string) => t.db.selectFrom("investorAlertSubscribers").selectAll().where("email", "=", email).executeTakeFirst();

/**
 * Everything queued has been sent (the alert job queues a document's alerts in one transaction): an email that was
 * going to go out is in the SMTP server's hands, so "nothing more" is a count, not a wait.
 */
const outboxSettled = () =>
  expect
    .poll(
      async () => (await t.db.selectFrom("outbox").select("status").where("status", "not in", ["delivered", "dead"]).execute()).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(0);

describe("investor alerts sign-up", () => {
  it("emails a confirmation link in the page's language; opening it shows a button, and only the POST confirms", async () => {
    await signUp("Meera@Example.in", "hi");
    const mail = await mailTo("meera@example.in");
    expect(mail.subject).toBe("निवेशक दस्तावेज़ों के अलर्ट की पुष्टि करें");
    expect(mail.text).toContain("https://udyamitra.example/hi/privacy/your-data");
    expect((await subscriber("meera@example.in"))?.status).toBe("pending");

    const link = confirmLink(mail);
    const page = await t.app.inject({ method: "GET", url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<form method="post" action="${link.replace("&", "&#38;")}">`);
    expect(page.body).toContain('lang="hi"');
    // The site's API policy forbids forms; this page's button must be allowed to post back.
    expect(page.headers["content-security-policy"]).toContain("form-action 'self'");
    // A scanner that fetched the link confirmed nothing.
    expect((await subscriber("meera@example.in"))?.status).toBe("pending");

    const confirmed = await t.app.inject({
      method: "POST",
      url: link,
      headers: { origin: "http://localhost:80", "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.body).toContain("हो गया");
    const row = await subscriber("meera@example.in");
    expect(row).toMatchObject({ status: "confirmed", lang: "hi", confirmTokenHash: null });
    expect(row?.confirmedAt).toBeTruthy();

    // The link works once.
    const again = await press(link);
    expect(again.statusCode).toBe(404);
  });

  it("answers the same whether or not the address is on the list, and emails a confirmed address nothing more", async () => {
    const first = await signUp("ravi@example.in");
    const mail = await mailTo("ravi@example.in");
    await press(confirmLink(mail));
    expect((await subscriber("ravi@example.in"))?.status).toBe("confirmed");
    const repeat = await signUp("RAVI@example.in");
    expect(repeat).toEqual(first);
    await outboxSettled();
    expect(mailsTo("ravi@example.in")).toHaveLength(1);
    expect(await t.db.selectFrom("investorAlertSubscribers").select("email").where("email", "like", "%ravi%").execute()).toHaveLength(1);
  });

  it("refuses an address by the newsletter's rules, in the form's language", async () => {
    const res = await t.app.inject({ method: "POST", url: investorAlertsForm.endpoint, payload: { email: "not-an-address", lang: "hi" } });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain("कृपया सही ईमेल पता लिखें");
  });

  it("unsubscribes at once on a POST from a mail client (no Origin check), and the GET only asks", async () => {
    await signUp("anil@example.in");
    await press(confirmLink(await mailTo("anil@example.in")));
    const url = `${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(keys.link, "anil@example.in")}`;

    const asked = await t.app.inject({ method: "GET", url });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain("Unsubscribe</button>");
    expect((await subscriber("anil@example.in"))?.status).toBe("confirmed");

    const done = await t.app.inject({
      method: "POST",
      url,
      headers: {
        origin: "https://mail.provider.example",
        "sec-fetch-site": "cross-site",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await subscriber("anil@example.in"))?.status).toBe("unsubscribed");
    expect((await press(url)).statusCode).toBe(404);
  });

  it("keeps the cross-site check on the confirm button, and says nothing of unknown tokens", async () => {
    const forged = await t.app.inject({
      method: "POST",
      url: `${CONFIRM_PATH}?token=${"a".repeat(43)}`,
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(forged.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `${CONFIRM_PATH}?token=${"a".repeat(43)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `${UNSUBSCRIBE_PATH}?token=short` })).statusCode).toBe(404);
  });
});

describe("investor alerts of a publication", () => {
  it("queues one alert per confirmed subscriber once its scheduled time passes, in their language, with one-click unsubscribe", async () => {
    await signUp("sunita@example.in");
    await press(confirmLink(await mailTo("sunita@example.in")));
    await signUp("pending@example.in");
    await mailTo("pending@example.in");

    const now = new Date();
    const publishAt = new Date(now.getTime() + 3_600_000);
    const published = await publish(
      t.db,
      t.kind,
      { email: "cs@udyamitra.example" },
      {
        folder: ["Corporate Announcements", "2026-27"],
        fileName: "Board-Meeting-Outcome.pdf",
        title: "Outcome of the board meeting",
        disclosureDate: "2026-11-25",
        publishAt,
        bytes: Buffer.from("%PDF-1.7 test"),
        text: "",
      },
      now,
    );
    expect(published.ok).toBe(true);

    // Before its time nothing is queued; after it, once, however many processes run the job.
    expect(await queueDueAlerts(t.db, ["email"], now)).toBe(0);
    const later = new Date(publishAt.getTime() + 1000);
    const counts = await Promise.all([queueDueAlerts(t.db, ["email"], later), queueDueAlerts(t.db, ["email"], later)]);
    const confirmed = await t.db.selectFrom("investorAlertSubscribers").select("email").where("status", "=", "confirmed").execute();
    expect(counts.sort()).toEqual([0, confirmed.length]);
    expect(await queueDueAlerts(t.db, ["email"], later)).toBe(0);

    await smtp.waitFor(() => mailsTo("sunita@example.in").length >= 2, "the alert to sunita");
    const alert = mailsTo("sunita@example.in")[1]!;
    expect(alert.subject).toBe("New investor document: Outcome of the board meeting");
    expect(alert.text).toContain("https://udyamitra.example/Images/Icons/Documents/");
    expect(alert.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const header = /^<(https:\/\/udyamitra\.example\/api\/investor-alerts\/unsubscribe\?token=[a-z0-9]+\.[\w-]{43})>$/.exec(
      alert.headers["list-unsubscribe"] ?? "",
    );
    expect(header, alert.headers["list-unsubscribe"]).not.toBeNull();
    expect(alert.text).toContain(header![1]);

    await smtp.waitFor(() => mailsTo("meera@example.in").length >= 2, "the alert to meera, in Hindi");
    expect(mailsTo("meera@example.in")[1]!.subject).toBe("नया निवेशक दस्तावेज़: Outcome of the board meeting");
    // Not confirmed, or unsubscribed: no alert.
    await outboxSettled();
    expect(mailsTo("pending@example.in")).toHaveLength(1);
    expect(mailsTo("anil@example.in")).toHaveLength(1);

    // The mail client's one-click POST, as RFC 8058 writes it.
    const url = new URL(header![1]!);
    const done = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode).toBe(200);
    expect((await subscriber("sunita@example.in"))?.status).toBe("unsubscribed");
  });
});

describe("investor alerts of a new version", () => {
  const cs = { email: "cs@udyamitra.example" };
  const publishNow = (fileName: string, title: string, publishAt: Date, now: Date) =>
    publish(
      t.db,
      t.kind,
      cs,
      {
        folder: ["Corporate Announcements"],
        fileName,
        title,
        disclosureDate: "2026-11-26",
        publishAt,
        bytes: Buffer.from(`%PDF-1.7 ${title}`),
        text: "",
      },
      now,
    );
  const updateRows = (id: string) =>
    t.db.selectFrom("outbox").select(["submissionId", "message"]).where("message", "like", `investor-alerts.updated:${id}%`).execute();
  const withSubject = (to: string, subject: string) => mailsTo(to).filter((m) => m.subject === subject);

  it("emails every confirmed subscriber once, in their language, that the document was updated; nobody else", async () => {
    await signUp("lakshmi@example.in");
    await press(confirmLink(await mailTo("lakshmi@example.in")));
    const now = new Date();
    const live = await publishNow("Credit-Rating.pdf", "Credit rating letter", now, now);
    if (!live.ok) throw new Error(live.reason);
    await queueDueAlerts(t.db, ["email"], new Date(now.getTime() + 1000));
    await smtp.waitFor(
      () => withSubject("lakshmi@example.in", "New investor document: Credit rating letter").length === 1,
      "the first alert",
    );

    const replaced = await replace(
      t.db,
      t.kind,
      cs,
      live.id,
      { bytes: Buffer.from("%PDF-1.7 corrected"), text: "", sourceName: "fix.pdf", note: "Page 2 figures corrected" },
      new Date(),
      ["email"],
    );
    expect(replaced).toMatchObject({ ok: true, value: { version: 2 } });
    const confirmed = await t.db.selectFrom("investorAlertSubscribers").select("submissionId").where("status", "=", "confirmed").execute();
    const rows = await updateRows(live.id);
    expect(rows.map((r) => r.submissionId).sort()).toEqual(confirmed.map((c) => c.submissionId).sort());
    expect(new Set(rows.map((r) => r.message))).toEqual(new Set([`investor-alerts.updated:${live.id}:2`]));

    const subject = "Updated investor document: Credit rating letter";
    await smtp.waitFor(() => withSubject("lakshmi@example.in", subject).length === 1, "the update alert to lakshmi");
    const alert = withSubject("lakshmi@example.in", subject)[0]!;
    expect(alert.text).toContain("new version of an investor document: Credit rating letter, dated 2026-11-26");
    expect(alert.text).toContain("What changed: Page 2 figures corrected");
    expect(alert.text).toContain("https://udyamitra.example/Images/Icons/Documents/Corporate%20Announcements/Credit-Rating.pdf");
    expect(alert.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const header = /^<(https:\/\/udyamitra\.example\/api\/investor-alerts\/unsubscribe\?token=[a-z0-9]+\.[\w-]{43})>$/.exec(
      alert.headers["list-unsubscribe"] ?? "",
    );
    expect(header, alert.headers["list-unsubscribe"]).not.toBeNull();
    expect(alert.text).toContain(header![1]);
    expect(alert.text).toContain("https://udyamitra.example/privacy/your-data");
    await smtp.waitFor(
      () => withSubject("meera@example.in", "बदला गया निवेशक दस्तावेज़: Credit rating letter").length === 1,
      "the update alert to meera, in Hindi",
    );

    // Pending or unsubscribed addresses hear nothing of it.
    await outboxSettled();
    for (const other of ["pending@example.in", "anil@example.in", "sunita@example.in"])
      expect(
        mailsTo(other).filter((m) => m.subject.includes("Credit rating letter")),
        other,
      ).toEqual([]);
    expect(withSubject("lakshmi@example.in", subject)).toHaveLength(1);
  });

  it("sends only the newest of several quick replacements: an update superseded before it went is dropped", async () => {
    const now = new Date();
    const live = await publishNow("Rating-Rationale.pdf", "Rating rationale", now, now);
    if (!live.ok) throw new Error(live.reason);
    await queueDueAlerts(t.db, ["email"], new Date(now.getTime() + 1000));
    for (const fix of ["v2", "v3"])
      expect(
        await replace(
          t.db,
          t.kind,
          cs,
          live.id,
          { bytes: Buffer.from(`%PDF-1.7 ${fix}`), text: "", sourceName: "fix.pdf", note: "Corrected" },
          new Date(),
          [],
        ),
      ).toMatchObject({ ok: true });
    const lakshmi = await t.db
      .selectFrom("investorAlertSubscribers")
      .select("submissionId")
      .where("email", "=", "lakshmi@example.in")
      .executeTakeFirstOrThrow();
    const id = lakshmi.submissionId!;
    const signUp = (await findSubmissionsByIds(t.db, [id])).get(id)!;
    const links = { keys: keys.link, origin: "https://udyamitra.example" };
    expect(await buildInvestorAlert(t.db, `investor-alerts.updated:${live.id}:2`, signUp, links)).toBeUndefined();
    const newest = await buildInvestorAlert(t.db, `investor-alerts.updated:${live.id}:3`, signUp, links);
    expect(newest?.subject).toBe("Updated investor document: Rating rationale");
  });

  it("sends no update alert for a document whose first alert has not gone yet, nor where the server sends no email", async () => {
    const now = new Date();
    const scheduled = await publishNow("Scheduled-Notice.pdf", "Scheduled notice", new Date(now.getTime() + 3_600_000), now);
    if (!scheduled.ok) throw new Error(scheduled.reason);
    expect(
      await replace(
        t.db,
        t.kind,
        cs,
        scheduled.id,
        { bytes: Buffer.from("%PDF-1.7 v2"), text: "", sourceName: "fix.pdf", note: "Corrected" },
        now,
        ["email"],
      ),
    ).toMatchObject({ ok: true });
    expect(await updateRows(scheduled.id)).toEqual([]);

    const live = await publishNow("Live-Notice.pdf", "Live notice", now, now);
    if (!live.ok) throw new Error(live.reason);
    await queueDueAlerts(t.db, ["email"], new Date(now.getTime() + 1000));
    expect(
      await replace(
        t.db,
        t.kind,
        cs,
        live.id,
        { bytes: Buffer.from("%PDF-1.7 v2 live"), text: "", sourceName: "fix.pdf", note: "Corrected" },
        now,
        [],
      ),
    ).toMatchObject({ ok: true });
    expect(await updateRows(live.id)).toEqual([]);
  });
});

describe("npm run leads -- export investor-alerts", () => {
  it("exports the list, one row per address with its state, apart from the newsletter", async () => {
    let out = "";
    const code = await runLeads(["export", "investor-alerts", "--format", "json"], t.dbOptions, {
      out: (text) => (out += text),
      err: (text) => {
        throw new Error(text);
      },
    });
    expect(code).toBe(0);
    const rows = JSON.parse(out) as Record<string, unknown>[];
    expect(rows.find((r) => r.email === "meera@example.in")).toMatchObject({ lang: "hi", status: "confirmed" });
    expect(rows.find((r) => r.email === "anil@example.in")).toMatchObject({ status: "unsubscribed" });
    expect(rows.filter((r) => r.email === "ravi@example.in")).toHaveLength(1);

    let csv = "";
    await runLeads(["export", "investor-alerts"], t.dbOptions, { out: (text) => (csv += text), err: () => undefined });
    expect(csv.split("\n")[0]).toContain("email,lang,status,createdAt,confirmedAt,unsubscribedAt");
    let newsletter = "";
    await runLeads(["export", "newsletter", "--format", "json"], t.dbOptions, {
      out: (text) => (newsletter += text),
      err: () => undefined,
    });
    expect(newsletter).not.toContain("meera@example.in");
  });
});

describe("erasure on the Your data page", () => {
  it("takes the address off the list with its sign-ups", async () => {
    expect(await subscriber("ravi@example.in")).toBeDefined();
    await t.db.transaction().execute((tx) => eraseByEmail(tx, "ravi@example.in"));
    expect(await subscriber("ravi@example.in")).toBeUndefined();
    expect(await t.stored(investorAlertsForm.name)).not.toContainEqual(expect.objectContaining({ fields: { email: "RAVI@example.in" } }));
  });
});

describe("the sign-up's rate limit", () => {
  it("is the forms' limit per address", async () => {
    const limited = await startFormApp({ rateLimit: 2 });
    try {
      await awayFromWindowEdge(MINUTE_MS);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({ method: "POST", url: investorAlertsForm.endpoint, payload: { email: `a${i}@example.in` } });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
