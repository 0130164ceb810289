// A rejection's two approvals must come from two people, each signed in with
// a passkey of their own (docs/decisions/102-staff-accounts-invitations-recovery.md):
// the session must have been opened with a passkey that is still the
// account's, and the trail names it beside the person.
import type { Kysely } from "kysely";
import type { StaffSession } from "../auth/sessions";
import type { Database } from "../db/schema";
import { StaffError } from "./staff-route";

export async function ownPasskey(db: Kysely<Database>, session: StaffSession, action: "propose" | "approve"): Promise<string> {
  const id = session.passkeyId;
  const row = id ? await db.selectFrom("staffPasskeys").select("userId").where("id", "=", id).executeTakeFirst() : undefined;
  if (!id || row?.userId !== session.user.id) throw new StaffError(403, `Sign in again with your passkey to ${action} a rejection.`);
  return id;
}
