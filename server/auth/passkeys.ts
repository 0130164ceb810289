// Passkey ceremonies on top of @simplewebauthn/server: the options we hand
// the browser and the checks of what it sends back. Every ceremony takes its
// challenge from the table (single use) inside the library's verification.
import {
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { FastifyRequest } from "fastify";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "../db/schema";
import { type ChallengePurpose, saveChallenge, takeChallenge } from "./challenges";
import type { RelyingParty } from "./relying-party";

/** Whose challenge it is: a person's (by id), an invitation's (by its hash), or nobody's yet (sign-in). */
export type Owner = { userId?: string; invitationHash?: string };

export async function registrationOptions(
  db: Kysely<Database>,
  rp: RelyingParty,
  person: { email: string; name: string; existing: string[] },
  purpose: ChallengePurpose,
  owner: Owner,
  now: Date,
) {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.email,
    userDisplayName: person.name,
    attestationType: "none",
    excludeCredentials: person.existing.map((id) => ({ id })),
    // Discoverable: sign-in asks for no email, so it never says whether one has an account.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await saveChallenge(db, options.challenge, purpose, owner, now);
  return options;
}

export async function authenticationOptions(
  db: Kysely<Database>,
  rp: RelyingParty,
  allow: string[],
  purpose: ChallengePurpose,
  owner: Owner,
  now: Date,
) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    allowCredentials: allow.map((id) => ({ id })),
  });
  await saveChallenge(db, options.challenge, purpose, owner, now);
  return options;
}

/** What every ceremony expects alike: the challenge we issued for its purpose (taken once), our origin and id, user verification. */
type Expected = {
  expectedChallenge: (challenge: string) => Promise<boolean>;
  expectedOrigin: string;
  expectedRPID: string;
  requireUserVerification: true;
};

/** Where a ceremony is checked: our database (the challenges it issued) and our relying party. */
type Site = { db: Kysely<Database>; rp: RelyingParty };
/** The challenge a response must answer: issued for this purpose (and owner), not expired at `now`. */
type Challenge = { purpose: ChallengePurpose; owner: Owner; now: Date };

/** Runs a ceremony's verification with those expectations; undefined for another origin or a response that throws. */
async function verifyCeremony<T>(
  { db, rp }: Site,
  req: FastifyRequest,
  { purpose, owner, now }: Challenge,
  verify: (expected: Expected) => Promise<T | undefined>,
): Promise<T | undefined> {
  const origin = rp.originFor(req);
  if (!origin) return undefined;
  try {
    return await verify({
      expectedChallenge: (sent) => takeChallenge(db, sent, purpose, owner, now),
      expectedOrigin: origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    // A malformed or forged response: the library says why in its message, which we do not pass on.
    return undefined;
  }
}

/** The new credential, or undefined when the response does not verify (bad signature, wrong origin, used challenge...). */
export async function checkRegistration(site: Site, req: FastifyRequest, response: unknown, challenge: Challenge) {
  return verifyCeremony(site, req, challenge, async (expected) => {
    const result = await verifyRegistrationResponse({ response: response as RegistrationResponseJSON, ...expected });
    return result.verified ? result.registrationInfo.credential : undefined;
  });
}

/** The authenticator's new signature counter, or undefined when the response does not verify. */
export async function checkAuthentication(
  site: Site,
  req: FastifyRequest,
  response: unknown,
  credential: WebAuthnCredential,
  challenge: Challenge,
) {
  return verifyCeremony(site, req, challenge, async (expected) => {
    const result = await verifyAuthenticationResponse({ response: response as AuthenticationResponseJSON, credential, ...expected });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  });
}

/** The stored credential a response names (its id), with its owner. */
export async function findPasskey(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom("staffPasskeys")
    .innerJoin("staffUsers", "staffUsers.id", "staffPasskeys.userId")
    .select([
      "staffPasskeys.id",
      "staffPasskeys.publicKey",
      "staffPasskeys.counter",
      "staffPasskeys.transports",
      "staffUsers.id as userId",
      "staffUsers.email",
      "staffUsers.disabled",
    ])
    .where("staffPasskeys.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const credential: WebAuthnCredential = {
    id: row.id,
    publicKey: new Uint8Array(row.publicKey),
    counter: Number(row.counter),
    transports: JSON.parse(row.transports) as WebAuthnCredential["transports"],
  };
  return { credential, userId: row.userId, email: row.email, disabled: Number(row.disabled) === 1 };
}

/**
 * Stores a registered credential for its account, in the caller's
 * transaction; false when that credential id is already stored (someone
 * else's, or this person's): the caller answers as for any registration that
 * failed, so the answer says nothing about whose it is.
 */
export async function insertPasskey(tx: Kysely<Database>, credential: WebAuthnCredential, userId: string, name: string, now: Date) {
  if (await tx.selectFrom("staffPasskeys").select("id").where("id", "=", credential.id).executeTakeFirst()) return false;
  await tx
    .insertInto("staffPasskeys")
    .values(credentialRow(credential, userId, name, now))
    .execute();
  return true;
}

function credentialRow(credential: WebAuthnCredential, userId: string, name: string, now: Date) {
  return {
    id: credential.id,
    userId,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
    name,
    createdAt: now.toISOString(),
    lastUsedAt: null,
  };
}

/** A column for a query of staff_users: how many passkeys each person has registered ("passkeys"). */
export const passkeyCount = (eb: ExpressionBuilder<Database, "staffUsers">) =>
  eb
    .selectFrom("staffPasskeys")
    .select((e) => e.fn.countAll<number>().as("n"))
    .whereRef("staffPasskeys.userId", "=", "staffUsers.id")
    .as("passkeys");

/** The response's credential id, read before verification to find the stored key. */
export function responseId(response: unknown): string | undefined {
  const id = (response as { id?: unknown } | null)?.id;
  return typeof id === "string" && /^[\w-]{1,1400}$/.test(id) ? id : undefined;
}
