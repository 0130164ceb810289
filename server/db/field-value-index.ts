// A listed hidden field's value (the opening applied for) as the expression
// its index holds (migrations/049-lead-field-options.ts): the field's name written into the SQL, not
// bound, since a database matches an index's expression only word for word.
// The names come from the forms' declarations, never from a request.
import { type RawBuilder, type Kysely, sql } from "kysely";
import type { DatabaseKind } from "./database";
import type { Database } from "./schema";

export function fieldLiteral(kind: DatabaseKind, name: string): RawBuilder<string | null> {
  if (!/^[a-z][a-z0-9]*$/i.test(name)) throw new Error(`not a declared field name: ${name}`);
  return kind === "postgres" ? sql`(fields::jsonb ->> ${sql.lit(name)})` : sql`json_extract(fields, ${sql.lit(`$.${name}`)})`;
}

/**
 * The distinct values of the field among the form's leads, smallest first: each found as the least value above the
 * one before (a loose index scan, which neither database does on its own), a few index reads a value.
 */
export async function distinctFieldValues(db: Kysely<Database>, kind: DatabaseKind, form: string, name: string): Promise<string[]> {
  const value = fieldLiteral(kind, name);
  const { rows } = await sql<{ value: string }>`with recursive found(value) as (
      select min(${value}) from submissions where form = ${form}
      union all
      select (select min(${value}) from submissions where form = ${form} and ${value} > found.value) from found where found.value is not null
    ) select value from found where value is not null`.execute(db);
  return rows.map((r) => String(r.value));
}
