// Plain lists the server and the console both read at run time. No schema here: the console imports this file,
// roles.ts and audit-actions.ts at run time, and only types from the rest of the contract (nothing enforces it yet).

/** The figures staff enter for the annual report's Ombudsman table (RBI's disclosure of complaints). */
export const OMBUDSMAN_FIELDS = [
  "maintainableReceived",
  "resolvedInFavour",
  "resolvedByConciliation",
  "resolvedByAward",
  "awardsNotImplemented",
] as const;

/** Where a "Your data" request stands: waiting for the emailed confirmation, open, done, or never confirmed in time. */
export const PRIVACY_REQUEST_STATUSES = ["unconfirmed", "open", "done", "expired"] as const;

/**
 * The complaints queue's ready-made views (server/staff/complaint-views.ts): open, past the answer-by date, due in
 * 7 days, escalated, a rejection awaiting the caller's approval, assigned to the caller, assigned to nobody.
 */
export const COMPLAINT_VIEWS = ["open", "overdue", "due-soon", "escalated", "awaiting-me", "mine", "unassigned"] as const;
