import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER } from "#forms/api";
import { exampleNewsletter } from "#test/form-examples";
import { newsletterForm } from "#forms/newsletter";
import { REFERENCE_PATTERN } from "../submissions/reference";
import { type FormApp, startFormApp } from "#test/form-app";

let t: FormApp;
beforeAll(async () => {
  t = await startFormApp();
});
afterAll(() => t.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: newsletterForm.endpoint, payload: payload as object, headers });
/** The example sign-up with this address (any other field the form gains comes from the example). */
const signUp = (email: string) => ({ ...exampleNewsletter, email });
const stored = async (email: string) => (await t.stored("newsletter")).filter((r) => String(r.fields.email).toLowerCase() === email);

describe("POST /api/newsletter", () => {
  it("stores a valid address (trimmed) with its language and answers 201 with a reference after the commit", async () => {
    const res = await post({ ...signUp("  Reader@Example.IN "), lang: "hi" });
    expect(res.statusCode).toBe(201);
    const { ok, reference } = res.json();
    expect(ok).toBe(true);
    expect(reference).toMatch(REFERENCE_PATTERN);
    const row = await t.byReference(reference);
    expect(row).toMatchObject({ form: "newsletter", lang: "hi", fields: signUp("Reader@Example.IN") });
    expect(Date.parse(row!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("answers a repeat sign-up exactly like a new one (a fresh reference) and stores the address once", async () => {
    const first = await post(signUp("twice@example.com"));
    const again = await post(signUp("TWICE@example.com"));
    expect(again.statusCode).toBe(first.statusCode);
    expect(Object.keys(again.json())).toEqual(Object.keys(first.json()));
    expect(again.json().reference).toMatch(REFERENCE_PATTERN);
    expect(again.json().reference).not.toBe(first.json().reference);
    // Every header but the clock, the length and the rate-limit countdown is the same.
    const same = (h: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(h).filter(([k]) => k !== "date" && !k.startsWith("x-ratelimit")));
    expect(same(again.headers)).toEqual(same(first.headers));
    expect(await stored("twice@example.com")).toHaveLength(1);
  });

  it.each([
    [{}, "Email is required"],
    [signUp(""), "Email is required"],
    [signUp("   "), "Email is required"],
    [signUp("not-an-address"), "Please enter a valid email address"],
    [signUp("a@b"), "Please enter a valid email address"],
    [signUp("a b@c.in"), "Please enter a valid email address"],
    [signUp("a@b..in"), "Please enter a valid email address"],
    [signUp(`a@${"b".repeat(250)}.in`), "Email address is too long"],
  ])("refuses %j with 422 and the spec's message", async (payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: "Please correct the highlighted fields.", fieldErrors: { email: message } });
  });

  it("answers a pathological address at once, with the length message (lengths before patterns)", async () => {
    const started = performance.now();
    const res = await post(signUp(`a@${".".repeat(65_000)}@`));
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ email: "Email address is too long" });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("answers a filled honeypot like success but stores nothing", async () => {
    const res = await post({ ...signUp("bot@example.com"), [HONEYPOT_FIELD]: "http://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, reference: expect.stringMatching(REFERENCE_PATTERN) });
    expect(await stored("bot@example.com")).toHaveLength(0);
  });

  it("answers a retried sign-up (same idempotency key) with the first reference", async () => {
    const key = { [IDEMPOTENCY_HEADER]: "retry-key-0123456789abcdef" };
    const first = await post(signUp("retry@example.com"), key);
    const retry = await post(signUp("retry@example.com"), key);
    expect(retry.json().reference).toBe(first.json().reference);
  });

  it("refuses a key reused with another body (422, nothing stored, the first reference not told), and with another form", async () => {
    const key = { [IDEMPOTENCY_HEADER]: "reused-key-0123456789abcdef" };
    const first = await post({ email: "first@example.com" }, key);
    expect(first.statusCode).toBe(201);
    const other = await post({ email: "second@example.com", lang: "hi" }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: expect.stringMatching(/[\u0900-\u097f]/), code: "idempotency-key-reused" });
    expect(other.body).not.toContain(first.json().reference);
    expect(await stored("second@example.com")).toHaveLength(0);
    const otherForm = await t.app.inject({
      method: "POST",
      url: "/api/partner-enquiries",
      payload: { name: "Asha Rao", email: "first@example.com", phone: "9876543210", company: "Rao Textiles" },
      headers: key,
    });
    expect(otherForm.statusCode).toBe(422);
    expect(otherForm.json().code).toBe("idempotency-key-reused");
    // The very same submission again is still a retry.
    expect((await post({ email: " first@example.com" }, key)).json().reference).toBe(first.json().reference);
  });

  it("deletes idempotency keys when they expire, without a purge", async () => {
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await t.db
      .insertInto("idempotencyKeys")
      .values({ key: "expired-key-0123456789abcdef", form: "newsletter", reference: "UF-OLD001", bodyHash: "x", createdAt: old })
      .execute();
    await post({ email: "pruner@example.com" }, { [IDEMPOTENCY_HEADER]: "pruning-key-0123456789abcdef" });
    const left = await t.db.selectFrom("idempotencyKeys").select("key").where("key", "=", "expired-key-0123456789abcdef").execute();
    expect(left).toEqual([]);
  });

  it("stores NFC and NFD spellings of one address once (normalised before the dedupe)", async () => {
    const nfc = "josé.nfc@example.in".normalize("NFC");
    const first = await post({ email: nfc.normalize("NFD") });
    const again = await post({ email: nfc });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    const rows = (await t.stored("newsletter")).filter((r) => String(r.fields.email).normalize("NFC") === nfc);
    expect(rows.map((r) => r.fields.email)).toEqual([nfc]);
  });

  it.each([
    "=?utf-8?B?Q0VPIDxjZW9AdWR5YW1pdHJhLmV4YW1wbGU+?=<attacker@evil.example>",
    "ceo<x@evil.example>",
    "sales,x@evil.example",
    "list:x@evil.example;",
  ])("refuses %s: an email field takes one bare address (it becomes the team's Reply-To)", async (email) => {
    const res = await post({ email });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ email: "Please enter a valid email address" });
  });

  it("answers 5xx with a generic body when the database fails, never the internals", async () => {
    const broken = await startFormApp();
    await broken.app.ready();
    // Drop the tables under the running app: the insert fails inside the route.
    // (PostgreSQL refuses while other tables refer to submissions, e.g. complaints: cascade there.)
    const drop = (table: string) =>
      broken.kind === "postgres" ? broken.db.schema.dropTable(table).cascade() : broken.db.schema.dropTable(table);
    await drop("outbox").execute(); // refers to submissions
    await drop("idempotency_keys").execute();
    await drop("submissions").execute();
    const res = await broken.app.inject({ method: "POST", url: newsletterForm.endpoint, payload: signUp("x@example.com") });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/submissions|sqlite|relation|SQL/i);
    expect(res.json()).toEqual({ error: expect.any(String) });
    await broken.close();
  });

  it("refuses a body that is not JSON or too large", async () => {
    const text = await t.app.inject({
      method: "POST",
      url: newsletterForm.endpoint,
      payload: "email=a@b.co",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(text.statusCode).toBe(415);
    const big = await post({ ...signUp("a@b.co"), padding: "x".repeat(70 * 1024) });
    expect(big.statusCode).toBe(413);
  });
});
