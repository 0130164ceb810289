import { type PurgeHook, purgeableSubmissionIds } from "../submissions/queries";

/**
 * Purge hook: notes on submissions the purge deletes go first (they refer to
 * them, and may repeat what the visitor wrote); the purge's own list, so a
 * sign-up it keeps keeps its notes.
 */
export const purgeLeadNotes: PurgeHook = async (tx, before) => {
  await tx.deleteFrom("leadNotes").where("submissionId", "in", purgeableSubmissionIds(tx, before)).execute();
  await tx.deleteFrom("leadRatings").where("submissionId", "in", purgeableSubmissionIds(tx, before)).execute();
};
