import { describe, expect, it } from "vitest";
import { checkField, defineForm, formSchema, validate } from "./declare";
import { checkResumeFile, MAX_RESUME_BYTES } from "./job-application";

const form = defineForm({
  name: "test",
  endpoint: "/api/test",
  exportName: "tests",
  fields: {
    name: { kind: "text", checks: [["required"], ["min", 2], ["max", 5], ["letters"]] },
    phone: { kind: "mobile", checks: [["required"], ["tenDigits"], ["indianMobile"]] },
    size: { kind: "choice", options: ["s", "m"], optional: true },
    amount: { kind: "amount", min: 100, max: 1000 },
    note: {
      kind: "longText",
      checks: [
        ["max", 10],
        ["pattern", /^[a-z ]*$/],
      ],
      optional: true,
    },
  },
});
const messages = {
  name: { required: "name?", min: "name short", max: "name long", letters: "name letters" },
  phone: { required: "phone?", tenDigits: "phone 10", indianMobile: "phone 6-9" },
  size: { choice: "size?" },
  amount: { required: "amount?", whole: "amount whole", min: "amount low", max: "amount high" },
  note: { max: "note long", pattern: "note letters" },
};
const schema = formSchema(form, messages, "bad chars");
const good = { name: "Asha", phone: "9876543210", amount: "500" };

describe("a form's declaration", () => {
  it("gives the first failing check's message per field, in the declared order", () => {
    expect(validate(schema, {})).toEqual({ ok: false, errors: { name: "name?", phone: "phone?", amount: "amount?" } });
    expect(validate(schema, { ...good, name: " A " })).toEqual({ ok: false, errors: { name: "name short" } });
    expect(validate(schema, { ...good, name: "A1" })).toEqual({ ok: false, errors: { name: "name letters" } });
    expect(validate(schema, { ...good, phone: "12345" })).toEqual({ ok: false, errors: { phone: "phone 10" } });
    expect(validate(schema, { ...good, phone: "1234567890" })).toEqual({ ok: false, errors: { phone: "phone 6-9" } });
  });

  it("checks lengths before patterns, so no pattern sees an over-long value", () => {
    expect(validate(schema, { ...good, name: "1".repeat(65_000) })).toEqual({ ok: false, errors: { name: "name long" } });
    expect(validate(schema, { ...good, note: "X".repeat(11) })).toEqual({ ok: false, errors: { note: "note long" } });
  });

  it("trims, drops empty optional fields, and turns a typed amount into a number", () => {
    expect(validate(schema, { ...good, name: "  Asha ", size: "", note: "   ", amount: "1,000" })).toEqual({
      ok: true,
      values: { name: "Asha", phone: "9876543210", amount: 1000 },
    });
    expect(validate(schema, { ...good, size: "m", note: "ok then" })).toMatchObject({ ok: true, values: { size: "m", note: "ok then" } });
  });

  it("refuses unknown choices, non-whole and out-of-range amounts, and values of the wrong type", () => {
    expect(validate(schema, { ...good, size: "xl" }).ok).toBe(false);
    expect(validate(schema, { ...good, amount: "99" })).toEqual({ ok: false, errors: { amount: "amount low" } });
    expect(validate(schema, { ...good, amount: 1001 })).toEqual({ ok: false, errors: { amount: "amount high" } });
    expect(validate(schema, { ...good, amount: "12.5" })).toEqual({ ok: false, errors: { amount: "amount whole" } });
    expect(validate(schema, { ...good, amount: "lots" })).toEqual({ ok: false, errors: { amount: "amount whole" } });
    expect(validate(schema, { ...good, name: ["Asha"], phone: 9876543210 })).toEqual({
      ok: false,
      errors: { name: "name?", phone: "phone?" },
    });
  });

  it("checks one field live with the same rules", () => {
    expect(checkField(form.fields.name, messages.name, "bad chars", "")).toBe("name?");
    expect(checkField(form.fields.name, messages.name, "bad chars", "Ravi")).toBeUndefined();
    expect(checkField(form.fields.size, messages.size, "bad chars", "")).toBeUndefined();
  });
});

describe("the browser's resume check", () => {
  const m = { required: "req", single: "one", type: "type", size: "size", macro: "macro", unreadable: "bad", name: "name" };
  it("checks the count, the extension and the size", () => {
    expect(checkResumeFile([], m)).toBe("req");
    expect(
      checkResumeFile(
        [
          { name: "a.pdf", size: 1 },
          { name: "b.pdf", size: 1 },
        ],
        m,
      ),
    ).toBe("one");
    expect(checkResumeFile([{ name: "cv.png", size: 1 }], m)).toBe("type");
    expect(checkResumeFile([{ name: "cv.PDF", size: MAX_RESUME_BYTES + 1 }], m)).toBe("size");
    expect(checkResumeFile([{ name: "cv.docx", size: MAX_RESUME_BYTES }], m)).toBeUndefined();
  });
});
