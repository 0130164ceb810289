// What the page an emailed link opens does, alike for an invitation and an approved recovery
// (docs/decisions/102-staff-accounts-invitations-recovery.md): the options of a passkey for the person the link
// names (a ceremony begun without a session, limited as sign-in's), the check of the passkey made, and, in the
// transaction that takes the link once, the passkey stored, the event audited and the person signed in.
import type { WebAuthnCredential } from "@simplewebauthn/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { appendAudit } from "../audit/audit-trail";
import type { ChallengePurpose } from "../auth/challenges";
import { type Owner, checkRegistration, insertPasskey, registrationOptions } from "../auth/passkeys";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import { mayBegin } from "./ceremony-limit";
import { startSession } from "./session-start";
import { type StaffContext, StaffError } from "./staff-route";

/** Whom a link's passkey is for, and the challenge it answers. */
export type LinkCeremony = { email: string; name: string; purpose: ChallengePurpose; owner: Owner };

/** The registration options for the person a link names; `open` refuses a link that no longer works. */
export async function linkOptions(ctx: StaffContext, req: FastifyRequest, reply: FastifyReply, open: (now: Date) => Promise<LinkCeremony>) {
  if (!(await mayBegin(ctx, req, reply))) return reply;
  const now = ctx.now();
  const { email, name, purpose, owner } = await open(now);
  const options = await registrationOptions(ctx.db, ctx.rp, { email, name, existing: [] }, purpose, owner, now);
  return { email, options };
}

/** The passkey the page registered, checked against the link's challenge; a 400 saying `refusal` when it does not verify. */
export async function linkCredential(
  ctx: StaffContext,
  req: FastifyRequest,
  response: unknown,
  { purpose, owner }: LinkCeremony,
  now: Date,
  refusal: string,
): Promise<WebAuthnCredential> {
  const credential = await checkRegistration(ctx, req, response, { purpose, owner, now });
  if (!credential) throw new StaffError(400, refusal);
  return credential;
}

type Registered = {
  credential: WebAuthnCredential;
  userId: string;
  email: string;
  /** The passkey's name in the account's list. */
  passkeyName: string;
  /** The 400's words when the credential is stored already. */
  refusal: string;
  /** The link's own audit row (before the sign-in's). */
  event: { action: "invitation.accepted" | "recovery.completed"; detail: Record<string, unknown> };
};

/** In the link's transaction: the passkey on the account, the event and the sign-in in the trail, a new session. */
export async function signInRegistered(
  tx: Kysely<Database>,
  kind: DatabaseKind,
  req: FastifyRequest,
  reply: FastifyReply,
  r: Registered,
  now: Date,
) {
  if (!(await insertPasskey(tx, r.credential, r.userId, r.passkeyName, now))) throw new StaffError(400, r.refusal);
  await appendAudit(tx, kind, { actor: r.email, ...r.event, subject: r.userId }, now);
  await startSession(req, reply, tx, r.userId, r.credential.id, now);
  await appendAudit(tx, kind, { actor: r.email, action: "sign-in", subject: r.userId }, now);
}
