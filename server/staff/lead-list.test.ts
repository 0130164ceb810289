// Keyset pages when many leads share one created_at (a bulk import, a burst
// within a millisecond): the id breaks the tie, so no lead is skipped or shown twice.
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeSubmission } from "../submissions/store";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
let sales: Person;
beforeAll(async () => {
  t = await startStaffApp();
  sales = await t.person("sales@example.in", ["sales"]);
  const same = new Date("2026-03-01T10:00:00.000Z");
  for (let i = 0; i < 75; i++)
    await storeSubmission(t.db.kysely, { form: "newsletter", lang: "en", fields: { email: `n${i}@example.in` } }, [], same);
  await storeSubmission(
    t.db.kysely,
    { form: "newsletter", lang: "en", fields: { email: "older@example.in" } },
    [],
    new Date("2026-02-01T10:00:00.000Z"),
  );
});
afterAll(() => t.close());

it("pages through leads with the same time exactly once each, then the older one", async () => {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: { email: string }[]; nextCursor: string | null } = (
      await t.call("GET", `/api/staff/leads${cursor ? `?cursor=${cursor}` : ""}`, sales.cookie)
    ).json();
    seen.push(...page.items.map((i) => i.email));
    cursor = page.nextCursor;
  } while (cursor);
  expect(seen).toHaveLength(76);
  expect(new Set(seen).size).toBe(76);
  expect(seen.at(-1)).toBe("older@example.in");
  expect((await t.call("GET", "/api/staff/leads?cursor=bm90LWEtY3Vyc29y", sales.cookie)).json().error).toMatch(
    /cursor is not one this list gave/,
  );
});
