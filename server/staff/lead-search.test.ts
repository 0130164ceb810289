// Search by any part of a name (Hindi too), company, city, email, phone in any shape or reference, through the
// database's text index, in step with writes and erasure (issue 29). Runs on PostgreSQL too with TEST_DATABASE_URL.
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { formByName } from "../form-registry/registry";
import { eraseByEmail } from "../privacy/erase";
import { searchColumns } from "../submissions/search-columns";
import { storeSubmission } from "../submissions/store";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";

let t: StaffTestApp;
let asha: Person;
const ref: Record<string, string> = {};

async function store(key: string, form: string, fields: Record<string, string | number>) {
  const stored = await storeSubmission(t.db.kysely, { form, lang: "en", fields });
  if (stored.kind !== "stored") throw new Error(stored.kind);
  ref[key] = stored.submission.reference;
}

beforeAll(async () => {
  t = await startStaffApp();
  asha = await t.person("asha@example.in", ["sales"], "Asha Rao");
  const loan = { company: "Gupta Steel Works", product: "term-loan", amount: 900_000 };
  await store("gupta", "loan-enquiry", { ...loan, name: "Priya Gupta", mobile: "9876543210", city: "Ahmedabad" });
  await store("sharma", "loan-enquiry", { ...loan, name: "राहुल शर्मा", mobile: "8123456789", company: "Sharma Textiles", city: "जयपुर" });
  await store("shah", "partner-enquiry", {
    name: "Meera Shah",
    email: "meera.shah@fintech.example",
    phone: "7012345678",
    company: "Shah Fintech",
  });
  // Not to be found by the searches above.
  await store("other", "loan-enquiry", { ...loan, name: "Kiran Patel", mobile: "9000000001", company: "Patel Polymers", city: "Surat" });
}, 60_000);
afterAll(() => t.close());

const found = async (q: string) => {
  const res = await t.call("GET", `/api/staff/leads?q=${encodeURIComponent(q)}`, asha.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { reference: string }[]).map((i) => i.reference).sort();
};

it("finds a lead by any part of its name, surname and Hindi included, company, city or email", async () => {
  expect(await found("gupta")).toEqual([ref.gupta]);
  expect(await found("GUPTA")).toEqual([ref.gupta]);
  expect(await found("शर्मा")).toEqual([ref.sharma]);
  expect(await found("जयपुर")).toEqual([ref.sharma]);
  expect(await found("textiles")).toEqual([ref.sharma]);
  expect(await found("medab")).toEqual([ref.gupta]);
  expect(await found("fintech")).toEqual([ref.shah]);
  expect(await found("shah@fin")).toEqual([ref.shah]);
  // Quotes and FTS syntax are text, not query.
  expect(await found('"gupta" OR x')).toEqual([]);
  expect(await found("100%")).toEqual([]);
});

it("finds a phone number in any shape and any part of it, and a part of a reference", async () => {
  expect(await found("+91 98765-43210")).toEqual([ref.gupta]);
  expect(await found("(0) 98765 43210")).toEqual([ref.gupta]);
  expect(await found("5432")).toEqual([ref.gupta]);
  expect(await found(ref.sharma!.slice(3, 8).toLowerCase())).toEqual([ref.sharma]);
  expect(await found(ref.sharma!)).toEqual([ref.sharma]);
  // Under three characters: the start of a name.
  expect(await found("Pr")).toEqual([ref.gupta]);
});

it("keeps the index in step with a correction and with erasure: an erased person is not findable", async () => {
  const row = await t.db.kysely
    .selectFrom("submissions")
    .select(["id", "form", "fields"])
    .where("reference", "=", ref.shah!)
    .executeTakeFirstOrThrow();
  const fields = { ...(JSON.parse(row.fields) as Record<string, string>), company: "Mehta Capital" };
  await t.db.kysely
    .updateTable("submissions")
    .set({ fields: JSON.stringify(fields), ...searchColumns(formByName(row.form)?.form, fields, ref.shah) })
    .where("id", "=", row.id)
    .execute();
  expect(await found("fintech")).toEqual([ref.shah]); // still in the email address
  expect(await found("mehta")).toEqual([ref.shah]);
  expect(await found("shah fintech")).toEqual([]);
  await t.db.kysely.transaction().execute((tx) => eraseByEmail(tx, "meera.shah@fintech.example"));
  expect(await found("meera")).toEqual([]);
  expect(await found("mehta")).toEqual([]);
  if (t.db.kind === "sqlite") {
    const left = await sql<{ n: number }>`select count(*) as n from lead_search where body like ${"%meera%"}`.execute(t.db.kysely);
    expect(left.rows[0]!.n).toBe(0);
  }
});
