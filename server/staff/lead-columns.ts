// The lead list's columns for one form come from its declaration: every field
// flagged `list`, in the declared order, labelled and shown as in the team's
// email (an amount in Indian digit grouping, a choice by its label, the
// opening by its title). A new column is one flag in forms/, no console code.
// A listed choice (or hidden id, like the opening) is also a filter.
import { type Kysely, sql } from "kysely";
import { statusesOf } from "#forms/lead-statuses";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import { formFieldLines } from "../submissions/lead-email";
import type { FormEntry } from "../form-registry/registry";
import { distinctFieldValues } from "../db/field-value-index";

/** A field of the fields' JSON as text, in the database's own words. */
export function fieldText(kind: DatabaseKind, name: string) {
  return kind === "postgres"
    ? sql<string>`(submissions.fields::jsonb ->> ${name})`
    : sql<string>`json_extract(submissions.fields, ${`$.${name}`})`;
}
const listed = (entry: FormEntry) =>
  Object.entries(entry.form.fields)
    .filter(([, spec]) => spec.list)
    .map(([name]) => name);

/** The values of a lead's listed fields, shown as staff read them ("₹15,00,000"). */
export function listValues(entry: FormEntry, fields: Record<string, string | number>): Record<string, string> {
  const names = new Set(listed(entry));
  if (names.size === 0) return {};
  return Object.fromEntries(
    formFieldLines(entry, fields)
      .filter((line) => names.has(line.name))
      .map((line) => [line.name, line.value]),
  );
}

type Option = { value: string; label: string };

/** The values a listed choice can be filtered by: its declared options, or (a hidden id) those stored. */
async function filterOptions(src: { db: Kysely<Database>; kind: DatabaseKind }, entry: FormEntry, name: string): Promise<Option[]> {
  const spec = entry.form.fields[name]!;
  const shown = (value: string) => listValues(entry, { [name]: value })[name] ?? value;
  if (spec.kind === "choice") return spec.options.map((value) => ({ value, label: shown(value) }));
  // Openings come and go on the careers page: the filter offers those applied for, through the field's index.
  const rows = await distinctFieldValues(src.db, src.kind, entry.form.name, name);
  return rows
    .filter(Boolean)
    .sort()
    .map((value) => ({ value, label: shown(value) }));
}

/** What the console needs to lay out one form's list: columns, filters, statuses, whether it sorts by amount. */
export async function formLayout(src: { db: Kysely<Database>; kind: DatabaseKind }, entry: FormEntry) {
  const lines = formFieldLines(entry, {});
  const names = listed(entry);
  const label = (name: string) => lines.find((l) => l.name === name)?.label ?? name;
  const filterable = names.filter((n) => ["choice", "hidden"].includes(entry.form.fields[n]!.kind));
  return {
    columns: names.map((name) => ({ name, label: label(name) })),
    filters: await Promise.all(
      filterable.map(async (name) => ({ name, label: label(name), options: await filterOptions(src, entry, name) })),
    ),
    statuses: [...statusesOf(entry.form)],
    sortsByAmount: Object.values(entry.form.fields).some((spec) => spec.kind === "amount"),
  };
}
