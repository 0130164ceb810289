// Audit rows name people by email; the console shows their names.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Staff names by email, for the emails given (an unknown one is left out: the caller shows the email). */
export async function namesByEmail(db: Kysely<Database>, emails: readonly string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .selectFrom("staffUsers")
    .select(["email", "name"])
    .where("email", "in", [...new Set(emails)])
    .execute();
  return new Map(rows.map((r) => [r.email, r.name]));
}
