// The purge's hook for the delivery outbox: a purged submission's deliveries go with it, whatever their state.
// Here, with the purge (queries.ts), since which submissions a purge takes is the submissions' rule.
import { type PurgeHook, purgeableSubmissionIds } from "./queries";

export const purgeOutbox: PurgeHook = async (tx, before) => {
  await tx.deleteFrom("outbox").where("submissionId", "in", purgeableSubmissionIds(tx, before)).execute();
};
