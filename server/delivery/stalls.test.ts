// A receiver that hangs cannot hold delivery or the server: the webhook gives
// up after its timeout (and is retried), and closing the server while a
// message hangs on the SMTP connection returns, handing the row back untried.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loanEnquiryForm } from "#forms/loan-enquiry";
import { startTestSmtpServer, type TestSmtpServer } from "#test/smtp-server";
import { startFormApp } from "#test/form-app";
import { freePort } from "#test/server-process";
import { type WebhookReceiver, startWebhookReceiver } from "#test/webhook-receiver";
import { createWebhookSender } from "./webhook-sender";

const secret = `whsec_${Buffer.alloc(24, 1).toString("base64")}`;
let smtp: TestSmtpServer;
let crm: WebhookReceiver;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  crm = await startWebhookReceiver(secret);
});
afterAll(async () => {
  await smtp?.close();
  await crm?.close();
});

const submission = {
  id: "s",
  reference: "UF-7K3Q9D",
  form: "loan-enquiry",
  lang: "en",
  fields: { name: "Meera" },
  createdAt: new Date().toISOString(),
  file: null,
};

describe("a hanging receiver", () => {
  it("webhook: no answer within the timeout is a failure to retry, not a hang", async () => {
    crm.stall(true);
    const started = Date.now();
    const outcome = await createWebhookSender({ url: crm.url, secret }, { timeoutMs: 300 }).send(
      { id: "d1", submission },
      new AbortController().signal,
    );
    crm.stall(false);
    expect(outcome).toEqual({ ok: false, permanent: false, error: "webhook gave no answer within 0.3 s" });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await createWebhookSender({ url: crm.url, secret }).send({ id: "d2", submission }, new AbortController().signal)).toEqual({
      ok: true,
    });
    expect(
      await createWebhookSender({ url: `http://127.0.0.1:${await freePort()}/x`, secret }).send(
        { id: "d3", submission },
        new AbortController().signal,
      ),
    ).toEqual({
      ok: false,
      permanent: false,
      error: "webhook unreachable: ECONNREFUSED",
    });
  });

  it("SMTP: closing the server mid-send returns within its grace and gives the row back, the try not counted", async () => {
    smtp.stallAfterData(true);
    const t = await startFormApp({
      delivery: {
        email: { smtpUrl: smtp.url, from: "leads@udyamitra.example", to: ["sales@udyamitra.example"], toByForm: {}, maxAttachmentBytes: 0 },
        retry: { firstDelayMs: 100, maxDelayMs: 200, maxAttempts: 3 },
        leaseMs: 60_000,
        concurrency: 2,
        idlePollMs: 100,
      },
    });
    const res = await t.app.inject({
      method: "POST",
      url: loanEnquiryForm.endpoint,
      payload: { name: "Meera Shah", mobile: "7012345678", company: "Shah Co", product: "term-loan", amount: 500000, city: "Surat" },
    });
    const reference = res.json().reference as string;
    await smtp.waitFor((m) => m.some((x) => x.reference === reference), "the message, unanswered");
    const check = t.db;
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(8000);
    const rows = await check.selectFrom("outbox").select(["status", "attempts", "leaseUntil"]).execute();
    expect(rows).toEqual([{ status: "pending", attempts: 0, leaseUntil: null }]);
    smtp.stallAfterData(false);
    await t.close();
  });
});
