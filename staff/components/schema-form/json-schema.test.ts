import { describe, expect, it } from "vitest";
import { emptyValue, kindOf, labelOf, objectKeys, resolve, setAt } from "./json-schema";

describe("the schema form's reading of JSON Schema", () => {
  it("names fields from their property names", () => {
    expect(labelOf("validThrough")).toBe("Valid through");
    expect(labelOf("addressLines")).toBe("Address lines");
    expect(labelOf("hero-slide")).toBe("Hero slide");
  });

  it("makes a new item with every required part present and empty", () => {
    const root = {
      $defs: { officer: { type: "object", properties: { name: { type: "string" }, note: { type: "string" } }, required: ["name"] } },
    };
    expect(
      emptyValue(
        {
          type: "object",
          properties: {
            kind: { enum: ["a", "b"] },
            days: { type: "number" },
            officer: { $ref: "#/$defs/officer" },
            lines: { type: "array", minItems: 1, items: { type: "string" } },
          },
          required: ["kind", "days", "officer", "lines"],
        },
        root,
      ),
    ).toEqual({ kind: "a", days: 0, officer: { name: "" }, lines: [""] });
    expect(resolve({ anyOf: [{ type: "null" }, { type: "string" }] }, {})).toEqual({ type: "string" });
  });

  it("picks the control by the schema and the text's length", () => {
    expect(kindOf({ type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" }, "2026-01-01")).toBe("date");
    expect(kindOf({ type: "string" }, "short")).toBe("text");
    expect(kindOf({ type: "string" }, "x".repeat(120))).toBe("long-text");
    expect(kindOf({ type: "number", const: 30 }, 30)).toBe("fixed");
  });

  it("shows the keys a value holds beyond its schema's: a record's with the record's schema, others by their shape", () => {
    const loose = { type: "object", properties: { heading: { type: "string" } } };
    expect(objectKeys(loose, [{ heading: "H", eyebrow: "E", cards: [{ title: "T" }] }])).toEqual([
      ["heading", { type: "string" }],
      ["eyebrow", { type: "string" }],
      ["cards", { type: "array", items: { type: "object", properties: { title: { type: "string" } } } }],
    ]);
    const record = { type: "object", additionalProperties: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" } };
    expect(objectKeys(record, [{ "/disclosures": "2026-11-27" }])).toEqual([["/disclosures", record.additionalProperties]]);
  });

  it("changes one place and shares the rest; undefined removes a key", () => {
    const before = { a: [{ b: 1 }, { b: 2 }], c: { d: 1 } };
    const after = setAt(before, ["a", 1, "b"], 3) as typeof before;
    expect(after).toEqual({ a: [{ b: 1 }, { b: 3 }], c: { d: 1 } });
    expect(after.c).toBe(before.c);
    expect(setAt(before, ["c", "d"], undefined)).toEqual({ a: before.a, c: {} });
  });
});
