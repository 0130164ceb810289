// How long the investor alerts list keeps an address that is not on it, or
// no longer (the privacy notice states these figures; a test holds the two
// together): an unconfirmed sign-up goes after a few days, an unsubscribed
// address some days after it left (the record that it asked to stop), a
// confirmed one stays while it is subscribed. Runs in the daily retention
// purge's transaction (server/privacy/retention.ts).
import type { Kysely } from "kysely";
import { investorAlertsForm } from "#forms/investor-alerts";
import type { Database } from "../db/schema";
import { deleteSubmissions } from "../privacy/erase";

export type AlertRetentionDays = { pending: number; unsubscribed: number };

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** Returns how many addresses left the list and how many sign-ups (submissions) were erased. */
export async function purgeAlertSignUps(
  tx: Kysely<Database>,
  days: AlertRetentionDays,
  now: Date,
): Promise<{ addresses: number; signUps: number }> {
  const pendingBefore = daysBefore(now, days.pending);
  const unsubscribedBefore = daysBefore(now, days.unsubscribed);
  const addresses = await tx
    .deleteFrom("investorAlertSubscribers")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("updatedAt", "<", pendingBefore)]),
        eb.and([eb("status", "=", "unsubscribed"), eb("unsubscribedAt", "<", unsubscribedBefore)]),
      ]),
    )
    .returning("email")
    .execute();
  // Sign-ups that back no row of the list any more: those just taken off, one replaced by a later sign-up of
  // the same address, or a repeat sign-up of an address already confirmed (which changes nothing).
  const signUps = await tx
    .selectFrom("submissions")
    .select(["id", "reference"])
    .where("form", "=", investorAlertsForm.name)
    .where("createdAt", "<", pendingBefore)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("investorAlertSubscribers as a").select("a.email").whereRef("a.submissionId", "=", "submissions.id"))),
    )
    .execute();
  await deleteSubmissions(tx, signUps);
  return { addresses: addresses.length, signUps: signUps.length };
}
