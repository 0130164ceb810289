// The tables of the staff accounts' safeguards (docs/decisions/102-staff-accounts-invitations-recovery.md,
// 104-keys-outside-the-database.md), apart from schema.ts to keep each file small; Database names them.

/**
 * Replacing a lost passkey (server/auth/recoveries.ts): started by an
 * administrator, approved by a second one (or by the shell, break-glass),
 * completed by the account's owner through the emailed one-time link.
 */
export type StaffRecoveryTable = {
  id: string;
  userId: string;
  /** Email of the administrator who started it, or "shell". */
  startedBy: string;
  startedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
  /** sha256 of the link's token, set at approval. */
  tokenHash: string | null;
  /** Before approval: until when it may be approved; after: until when the link works. */
  expiresAt: string;
  completedAt: string | null;
  cancelledAt: string | null;
  cancelledBy: string | null;
};

/** What a staff-email outbox row (same id) sends: an invitation, a recovery link, an audit checkpoint, a morning's follow-ups. */
export type StaffMailTable = {
  id: string;
  kind: "invitation" | "recovery" | "checkpoint" | "follow-ups";
  /** The invitation's, recovery's, checkpoint's or follow_up_mails row's id. */
  subjectId: string;
  createdAt: string;
};

/** A signed checkpoint of the trail (server/audit/checkpoints.ts): the daily one names its India day. */
export type AuditCheckpointTable = {
  id: string;
  day: string | null;
  rows: number;
  head: string;
  at: string;
  keyId: string;
  signature: string;
  /** "shell" (npm run staff -- audit checkpoint) or "daily". */
  madeBy: string;
};
