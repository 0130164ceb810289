// The per-deployment key of the address hashes. Generated once and kept in
// the database, so that every server process on one PostgreSQL computes the
// same keys (and a restart keeps today's quotas), without a setting to manage.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { LimitsTables } from "./limits-tables";

export async function loadLimitsSecret(db: Kysely<LimitsTables>): Promise<Buffer> {
  // Two processes starting together: one insert wins, both read the winner.
  await db
    .insertInto("limitsSecret")
    .values({ id: 1, secret: randomBytes(32).toString("base64") })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  const row = await db.selectFrom("limitsSecret").select("secret").where("id", "=", 1).executeTakeFirstOrThrow();
  return Buffer.from(row.secret, "base64");
}
