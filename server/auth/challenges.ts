// WebAuthn challenges, kept server-side (so every process knows them) and
// taken once: the verify step deletes the row it matches, so a replayed
// response finds nothing. They last five minutes, the ceremony's timeout.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

const CHALLENGE_TTL_MS = 5 * 60_000;
export type ChallengePurpose = "register" | "sign-in" | "reauth" | "add-passkey" | "recover";

export async function saveChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: ChallengePurpose,
  owner: { userId?: string; invitationHash?: string },
  now: Date,
) {
  // Old unanswered ones go as new ones come: the table stays small without a job.
  await db.deleteFrom("staffChallenges").where("expiresAt", "<", now.toISOString()).execute();
  await db
    .insertInto("staffChallenges")
    .values({
      challenge,
      purpose,
      userId: owner.userId ?? null,
      invitationHash: owner.invitationHash ?? null,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
    })
    .execute();
}

/**
 * Takes the challenge if it was issued for this purpose (and owner) and has
 * not expired; true once, false for every later try.
 */
export async function takeChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: ChallengePurpose,
  owner: { userId?: string; invitationHash?: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .deleteFrom("staffChallenges")
    .where("challenge", "=", challenge)
    .where("purpose", "=", purpose)
    .where("expiresAt", ">", now.toISOString())
    .$if(owner.userId !== undefined, (q) => q.where("userId", "=", owner.userId!))
    .$if(owner.invitationHash !== undefined, (q) => q.where("invitationHash", "=", owner.invitationHash!))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
