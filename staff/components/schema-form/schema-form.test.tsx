// @vitest-environment jsdom
// The form generated from a section's JSON Schema, with the real job openings'
// schema (content/schema.ts) converted as the content API converts it.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { jobsSchema } from "#content/schema";
import type { FieldProblem } from "./form-context";
import type { JsonSchema } from "./json-schema";
import { SchemaForm } from "./schema-form";

const job = (title: string) => ({
  id: title.toLowerCase().replace(/\W+/g, "-"),
  title,
  department: "Credit",
  office: "mumbai",
  type: "full-time",
  experience: "2 years",
  description: "d",
  responsibilities: ["Appraise"],
  datePosted: "2026-11-20",
  validThrough: "2027-02-28",
});

function Harness({
  schema,
  problems = [],
  onValues,
}: {
  schema: z.ZodType;
  problems?: FieldProblem[];
  onValues?: (v: Record<string, unknown>) => void;
}) {
  const [values, setValues] = useState<Record<string, unknown>>({
    en: [job("Analyst"), job("Officer")],
    hi: [job("विश्लेषक"), job("अधिकारी")],
  });
  return (
    <SchemaForm
      schema={z.toJSONSchema(schema, { unrepresentable: "any" }) as JsonSchema}
      title="Job openings"
      langs={["en", "hi"]}
      values={values}
      onChange={(v) => {
        setValues(v);
        onValues?.(v);
      }}
      problems={problems}
    />
  );
}

const item = (n: number) => screen.getByRole("group", { name: `Job openings ${n}` });

describe("SchemaForm", () => {
  it("offers the images uploaded from the console on an image field, and on no other", () => {
    const partners = z.array(z.object({ name: z.string(), logo: z.string() }));
    const partner = { name: "Acme Capital", logo: "partner-acme" };
    render(
      <SchemaForm
        schema={z.toJSONSchema(partners) as JsonSchema}
        title="Partners"
        langs={["en", "hi"]}
        values={{ en: [partner], hi: [partner] }}
        onChange={() => {}}
        problems={[]}
        imageNames={["partner-acme", "partner-zen"]}
      />,
    );
    const logo = screen.getByLabelText("Logo (Hindi)");
    const offered = document.getElementById(logo.getAttribute("list") ?? "")?.querySelectorAll("option") ?? [];
    expect([...offered].map((o) => o.value)).toEqual(["partner-acme", "partner-zen"]);
    expect(screen.getByLabelText("Name (English)")).not.toHaveAttribute("list");
  });

  it("gives every field a control in English and in Hindi side by side, of the schema's kind", () => {
    render(<Harness schema={jobsSchema} />);
    const first = item(1);
    expect(within(first).getByLabelText("Title (English)")).toHaveValue("Analyst");
    expect(within(first).getByLabelText("Title (Hindi)")).toHaveValue("विश्लेषक");
    expect(within(first).getByLabelText("Title (Hindi)")).toHaveAttribute("lang", "hi");
    expect(within(first).getByRole("combobox", { name: "Type (English)" })).toHaveValue("full-time");
    expect(within(first).getByLabelText("Valid through (Hindi)")).toHaveAttribute("type", "date");
    // A text of at least 50 characters is a text area.
    expect(within(first).getByLabelText("Description (English)").tagName).toBe("TEXTAREA");
    expect(within(first).getByRole("group", { name: "Responsibilities" })).toBeInTheDocument();
  });

  it("adds, moves and removes an item in both languages at once", () => {
    let last: Record<string, unknown> = {};
    render(<Harness schema={jobsSchema} onValues={(v) => (last = v)} />);
    fireEvent.click(screen.getByRole("button", { name: "Add to job openings" }));
    expect((last.en as unknown[]).length).toBe(3);
    expect((last.hi as unknown[]).length).toBe(3);
    expect(within(item(3)).getByLabelText("Type (Hindi)")).toHaveValue("full-time");
    fireEvent.change(within(item(3)).getByLabelText("Title (Hindi)"), { target: { value: "नया" } });
    fireEvent.click(screen.getByRole("button", { name: "Move Job openings 3 up" }));
    expect(within(item(2)).getByLabelText("Title (Hindi)")).toHaveValue("नया");
    expect(within(item(3)).getByLabelText("Title (English)")).toHaveValue("Officer");
    fireEvent.click(screen.getByRole("button", { name: "Remove Job openings 1" }));
    expect((last.en as { title: string }[]).map((j) => j.title)).toEqual(["", "Officer"]);
    expect((last.hi as { title: string }[]).map((j) => j.title)).toEqual(["नया", "अधिकारी"]);
  });

  it("keeps the keyboard's place: the new item's first field, the moved item's button, the Add button after a removal", async () => {
    render(<Harness schema={jobsSchema} />);
    fireEvent.click(screen.getByRole("button", { name: "Add to job openings" }));
    await waitFor(() => expect(within(item(3)).getByLabelText("Id (English)")).toHaveFocus());
    fireEvent.click(screen.getByRole("button", { name: "Move Job openings 2 up" }));
    // At the top it cannot go further up: the focus goes to its Move down.
    await waitFor(() => expect(screen.getByRole("button", { name: "Move Job openings 1 down" })).toHaveFocus());
    fireEvent.click(screen.getByRole("button", { name: "Move Job openings 1 down" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Move Job openings 2 down" })).toHaveFocus());
    fireEvent.click(screen.getByRole("button", { name: "Remove Job openings 2" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Add to job openings" })).toHaveFocus());
  });

  it("shows the server's problem on the field of its language and path, and lists it above the form", () => {
    render(
      <Harness schema={jobsSchema} problems={[{ lang: "hi", path: [1, "title"], message: "Fill this in: it cannot be left empty." }]} />,
    );
    const field = within(item(2)).getByLabelText("Title (Hindi)");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Fill this in: it cannot be left empty.");
    expect(within(item(2)).getByLabelText("Title (English)")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("link", { name: /Hindi, 1 › title: Fill this in/ })).toHaveAttribute("href", `#${field.id}`);
  });

  it("shows a field the schema gains with no code of its own", () => {
    const withSalary = z.array((jobsSchema as unknown as z.ZodArray<z.ZodObject>).element.extend({ salaryBand: z.string().min(1) }));
    render(<Harness schema={withSalary} />);
    expect(within(item(1)).getByLabelText("Salary band (English)")).toHaveValue("");
    expect(within(item(1)).getByLabelText("Salary band (Hindi)")).toBeInTheDocument();
  });
});
