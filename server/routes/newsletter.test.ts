import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_FORM_ERROR, HONEYPOT_FIELD, NEWSLETTER_ENDPOINT } from "#forms/api";
import { type FormApp, startFormApp } from "./form-test-app";

let t: FormApp;
beforeAll(async () => {
  t = await startFormApp();
});
afterAll(() => t.close());

const post = (payload: unknown) => t.app.inject({ method: "POST", url: NEWSLETTER_ENDPOINT, payload: payload as object });
const rows = (email: string) => t.db.selectFrom("newsletterSubscriptions").selectAll().where("email", "=", email).execute();

describe("POST /api/newsletter", () => {
  it("stores a valid address (trimmed, lower-cased) and answers 201 after the row is committed", async () => {
    const res = await post({ email: "  Reader@Example.IN " });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const stored = await rows("reader@example.in");
    expect(stored).toHaveLength(1);
    expect(Date.parse(stored[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("answers a repeat sign-up exactly like a new one and stores the address once", async () => {
    const first = await post({ email: "twice@example.com" });
    const again = await post({ email: "TWICE@example.com" });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    // Every header but the clock and the rate-limit countdown is the same.
    const same = (h: Record<string, unknown>) => Object.fromEntries(Object.entries(h).filter(([k]) => k !== "date" && !k.startsWith("x-ratelimit")));
    expect(same(again.headers)).toEqual(same(first.headers));
    expect(await rows("twice@example.com")).toHaveLength(1);
  });

  it.each([
    [{}, "Email is required"],
    [{ email: "" }, "Email is required"],
    [{ email: "   " }, "Email is required"],
    [{ email: "not-an-address" }, "Please enter a valid email address"],
    [{ email: "a@b" }, "Please enter a valid email address"],
    [{ email: "a b@c.in" }, "Please enter a valid email address"],
  ])("refuses %j with 422 and the spec's message", async (payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: expect.any(String), fieldErrors: { email: message } });
  });

  it("answers a filled honeypot like success but stores nothing", async () => {
    const res = await post({ email: "bot@example.com", [HONEYPOT_FIELD]: "http://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect(await rows("bot@example.com")).toHaveLength(0);
  });

  it("answers 5xx with a generic body when the database fails, never the internals", async () => {
    const broken = await startFormApp();
    await broken.app.ready();
    // Drop the table under the running app: the insert fails inside the route.
    await broken.db.schema.dropTable("newsletter_subscriptions").execute();
    const res = await broken.app.inject({ method: "POST", url: NEWSLETTER_ENDPOINT, payload: { email: "x@example.com" } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/newsletter_subscriptions|sqlite|relation|SQL/i);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect(GENERIC_FORM_ERROR).toBe("Something went wrong. Please try again.");
    await broken.close();
  });

  it("refuses a body that is not JSON or too large", async () => {
    const text = await t.app.inject({ method: "POST", url: NEWSLETTER_ENDPOINT, payload: "email=a@b.co", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(text.statusCode).toBe(415);
    const big = await post({ email: "a@b.co", padding: "x".repeat(70 * 1024) });
    expect(big.statusCode).toBe(413);
  });
});
