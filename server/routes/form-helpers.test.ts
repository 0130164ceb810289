import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_APPLICATION_ENDPOINT, LOAN_ENQUIRY_ENDPOINT, NEWSLETTER_ENDPOINT, PARTNER_ENQUIRY_ENDPOINT, RATE_LIMIT_MESSAGE } from "#forms/api";
import { type FormApp, multipartBody, startFormApp } from "./form-test-app";

// A low limit, as the config's FORM_RATE_LIMIT allows.
const LIMIT = 3;
let t: FormApp;
beforeAll(async () => {
  t = await startFormApp({ rateLimit: LIMIT });
});
afterAll(() => t.close());

async function send(url: string, remoteAddress: string) {
  if (url === JOB_APPLICATION_ENDPOINT) {
    const { payload, headers } = await multipartBody({ firstName: "A" });
    return t.app.inject({ method: "POST", url, payload, headers, remoteAddress });
  }
  return t.app.inject({ method: "POST", url, payload: {}, remoteAddress });
}

describe("rate limit on each form POST", () => {
  it.each([NEWSLETTER_ENDPOINT, PARTNER_ENQUIRY_ENDPOINT, JOB_APPLICATION_ENDPOINT, LOAN_ENQUIRY_ENDPOINT])(
    "%s answers 429 with the form's message past the limit, per address",
    async (url) => {
      const address = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
      for (let i = 0; i < LIMIT; i++) expect((await send(url, address)).statusCode).toBe(422);
      const limited = await send(url, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: RATE_LIMIT_MESSAGE });
      expect(limited.headers["retry-after"]).toBeDefined();
      // Another visitor is not affected.
      expect((await send(url, "198.51.100.7")).statusCode).toBe(422);
    },
  );

  it("counts each endpoint on its own", async () => {
    const address = "192.0.2.44";
    for (let i = 0; i < LIMIT; i++) await send(NEWSLETTER_ENDPOINT, address);
    expect((await send(NEWSLETTER_ENDPOINT, address)).statusCode).toBe(429);
    expect((await send(PARTNER_ENQUIRY_ENDPOINT, address)).statusCode).toBe(422);
  });
});
