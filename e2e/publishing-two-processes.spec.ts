// Publishing as deployed: two built server processes on one PostgreSQL
// database, sharing nothing else. The company secretary (invited with the
// staff CLI against that database, passkey in Chromium's virtual
// authenticator) publishes a PDF on process A; process B has it in its
// library, its feed and its search (by a word only inside the PDF) within
// 10 seconds, with no rebuild and no message between the processes. An
// investor who signed up and confirmed on B gets the alert through the test
// mail server, one POST to its List-Unsubscribe address unsubscribes, and a
// withdrawal on A makes the address answer 410 on B.
// Runs when TEST_DATABASE_URL names a PostgreSQL cluster (CI sets it); the
// rest of the suite stays on its SQLite server.
import { type Browser, expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { LIVE_DOCUMENTS_PATH, type LiveDocument } from "#shared/documents/live";
import { type ServerProcess, startServerProcess } from "#test/server-process";
import { type ThrowawayDatabase, createThrowawayDatabase } from "#test/deploy/throwaway-database";
import { e2eServerBundle, e2eServerEnv } from "../playwright.config";
import { linkIn, mailTo } from "./mail-support";
import { addAuthenticator, inviteOn, openDocument, publishOne, type StaffServer } from "./staff-support";
import { exportLeads, gotoHydrated } from "./support";

const cluster = process.env.TEST_DATABASE_URL;
/** The requirement: published on one process, in the other's library, feed and search within this. */
const VISIBLE_WITHIN_MS = 10_000;
/** Each process looks for newly live documents every 10 s (server/app.ts), then the outbox sends; a loaded machine adds some. */
const ALERT_WITHIN_MS = 30_000;

test.skip(!cluster, "needs TEST_DATABASE_URL, a PostgreSQL cluster to make a database in (bash scripts/test-postgres.sh start prints one)");

let database: ThrowawayDatabase | undefined;
let servers: ServerProcess[] = [];

test.beforeAll(async () => {
  database = await createThrowawayDatabase(cluster!, "udyamitra_e2e");
  const env = { ...e2eServerEnv, DATABASE_URL: database.url };
  // One after the other: the first runs the migrations, the second finds them done (as in a rolling deploy).
  for (let i = 0; i < 2; i++) servers.push(await startServerProcess(env, { bundle: e2eServerBundle }));
});

test.afterEach(() => {
  const { status, expectedStatus } = test.info();
  if (status === expectedStatus) return;
  for (const [i, s] of servers.entries()) console.error(`--- server ${"AB"[i]} (warnings and errors) ---\n${s.output()}`);
});

test.afterAll(async () => {
  for (const s of servers) await s.stop();
  servers = [];
  await database?.drop();
});

/** Passkeys need a host name, not an IP address: the console is reached on localhost. */
function staffServer(s: ServerProcess): StaffServer {
  return { consoleOrigin: s.origin.replace("127.0.0.1", "localhost"), cliEnv: { ...process.env, DATABASE_URL: database!.url } };
}

async function pdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return Buffer.from(await doc.save());
}

const newPage = (browser: Browser, baseURL: string) => browser.newPage({ baseURL, reducedMotion: "reduce" });

test("published on one process, a PDF is in the other's library, feed and search; the alert reaches a confirmed investor; one POST unsubscribes; withdrawn, it is 410 Gone", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const stamp = String(Date.now());
  const folder = `E2E PG ${stamp}`;
  const title = `Allotment of Debentures ${stamp}`;
  // In the PDF only (not its name or title): found by search, it proves B indexed the text A extracted.
  const word = `tranche${stamp}`;
  const investor = `investor.pg.${stamp}@example.in`;

  // An investor signs up on B and confirms by the emailed link.
  const visitor = await newPage(browser, b.origin);
  await gotoHydrated(visitor, "/investors");
  const box = visitor.getByRole("region", { name: "Email alerts" });
  await box.getByLabel("Email address").fill(investor);
  await box.getByRole("button", { name: "Get alerts" }).click();
  await expect(box.getByText("Check your inbox")).toBeVisible();
  const confirm = await mailTo(investor, "Confirm your investor document alerts", 40_000);
  await visitor.goto(linkIn(confirm, "/api/investor-alerts/confirm"));
  await visitor.getByRole("button", { name: "Confirm my alerts" }).click();
  await expect(visitor.getByText("Done: we will email you each time we publish an investor document.")).toBeVisible();
  const subscriber = () => exportLeads("investor-alerts", staffServer(b).cliEnv).find((r) => r.email === investor);
  expect(subscriber()).toMatchObject({ status: "confirmed" });

  // The secretary, invited from the CLI against the shared database, creates a passkey on A and is signed in.
  const staff = await newPage(browser, staffServer(a).consoleOrigin);
  await addAuthenticator(staff);
  await staff.goto(inviteOn(staffServer(a), `cs.pg.${stamp}@udyamitra.example`, "secretarial"));
  await staff.getByRole("button", { name: "Create your passkey" }).click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Investor documents");

  await publishOne(staff, {
    fileName: `Debentures ${stamp}.pdf`,
    pdf: await pdf(`Debenture ${word} allotted`),
    folder,
    title,
    // More than five years ago: one officer may withdraw it at the end (docs/archive-policy.md).
    date: "2020-11-25",
  });
  const published = Date.now();
  const item = await openDocument(staff, title);
  await expect(item).toContainText("Live");

  // B's answers, polled against the 10 s from A's answer: its list of live documents, its feed, its search.
  const seen: Record<string, number> = {};
  const within = async (what: string, check: () => Promise<boolean>) => {
    await expect
      .poll(check, { message: `${what} on process B`, timeout: Math.max(1, published + VISIBLE_WITHIN_MS - Date.now()), intervals: [100] })
      .toBe(true);
    seen[what] = Date.now() - published;
  };
  let url = "";
  await within("the library", async () => {
    const { documents } = (await (await visitor.request.get(LIVE_DOCUMENTS_PATH)).json()) as { documents: LiveDocument[] };
    url = documents.find((d) => d.title === title)?.url ?? "";
    return url !== "";
  });
  await within("the feed", async () =>
    (await (await visitor.request.get("/investors/feed.xml")).text()).includes(`<title>${title}</title>`),
  );
  await within("the search", async () => {
    const { hits } = (await (await visitor.request.get(`/api/documents/search?q=${word}`)).json()) as {
      hits: { url: string; snippet: string }[];
    };
    return hits.some((h) => h.url === url && h.snippet.includes(word));
  });
  const file = await visitor.request.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");

  // What a visitor sees on B: the folder the publication made (its deep link), and the word's hit with its snippet.
  await visitor.goto(`/investors?modalPath=${encodeURIComponent(`Corporate Announcements/${folder}`)}`);
  const dialog = visitor.getByRole("dialog", { name: `Corporate Announcements / ${folder}` });
  await expect(dialog.getByText(`Debentures ${stamp}`, { exact: true }).first()).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await visitor.getByRole("searchbox", { name: "Search documents" }).fill(word);
  const inside = visitor.getByRole("region", { name: "Found inside documents" });
  await expect(inside.getByRole("link", { name: new RegExp(`^${title}`) })).toBeVisible();
  await expect(inside.getByText(`Debenture ${word} allotted`)).toBeVisible();

  // The alert, sent by whichever process took the document, with RFC 8058 one-click unsubscribe.
  const alert = await mailTo(investor, `New investor document: ${title}`, ALERT_WITHIN_MS);
  seen["the alert"] = Date.now() - published;
  expect(alert.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const unsubscribe = new URL(alert.headers["list-unsubscribe"]!.replace(/\s+/g, "").replace(/^<|>$/g, ""));
  expect(unsubscribe.pathname).toBe("/api/investor-alerts/unsubscribe");
  // What a mail client sends, to B: a POST from no page of ours.
  const posted = await visitor.request.post(`${unsubscribe.pathname}${unsubscribe.search}`, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(posted.status()).toBeLessThan(300);
  expect(subscriber()).toMatchObject({ status: "unsubscribed" });

  // Withdrawn on A: gone on B, with a way back to the library.
  await item.getByLabel("Reason for withdrawing").fill("Filed in error");
  await item.getByRole("button", { name: "Withdraw" }).click();
  await expect(item).toContainText("Withdrawn");
  const gone = await visitor.request.get(url);
  expect(gone.status()).toBe(410);
  expect(await gone.text()).toContain('<a href="/investors">Go to the investor library</a>');

  const timings = Object.entries(seen).map(([what, ms]) => `${what} ${ms} ms`);
  test.info().annotations.push({ type: "after publishing on A, on B", description: timings.join(", ") });
  console.log(`after publishing on A, on B: ${timings.join(", ")}`);
});
