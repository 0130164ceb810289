import type { PurgeHook } from "../submissions/queries";

/** Purge hook: notes on submissions the purge deletes go first (they refer to them, and may repeat what the visitor wrote). */
export const purgeLeadNotes: PurgeHook = async (tx, before) => {
  const purged = tx.selectFrom("submissions").select("id").where("createdAt", "<", before);
  await tx.deleteFrom("leadNotes").where("submissionId", "in", purged).execute();
};
