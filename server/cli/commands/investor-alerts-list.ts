// `npm run leads -- export investor-alerts`: the investor alerts list itself
// (one row per address, with where it stands), not the sign-ups that built
// it: an address signs up again after unsubscribing, and what the company
// needs is who receives the alerts now. Apart from the newsletter's list.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

export const INVESTOR_ALERTS_COLUMNS = ["email", "lang", "status", "createdAt", "confirmedAt", "unsubscribedAt"];

export async function investorAlertsList(db: Kysely<Database>, since: string | undefined): Promise<Record<string, unknown>[]> {
  let query = db.selectFrom("investorAlertSubscribers").select(["email", "lang", "status", "createdAt", "confirmedAt", "unsubscribedAt"]);
  if (since) query = query.where("updatedAt", ">=", since);
  return query.orderBy("createdAt").orderBy("email").execute();
}
