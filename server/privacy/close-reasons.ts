// Closing a privacy request without acting on it, with a reason from a list
// (issue 31), and the DPDP clock: the days left to answer.
import { indiaDate } from "#shared/india-dates";

/** The reasons of the contract (shared/staff-api/privacy.ts). */
type CloseReason = "identity-not-confirmed" | "nothing-held" | "manifestly-unfounded" | "other";

/** What the console shows for each reason (the person's email words are in content/<lang>/privacy-emails.ts). */
export const CLOSE_REASON_LABELS: Record<CloseReason, string> = {
  "identity-not-confirmed": "Identity not confirmed",
  "nothing-held": "Nothing held",
  "manifestly-unfounded": "Manifestly unfounded",
  other: "Other (say why)",
};

const DAY_MS = 86_400_000;

/** Whole days from today in India to the answer-by date: 0 on the day itself, negative once it has passed. */
export function daysLeft(answerBy: string, now: Date): number {
  return Math.round((Date.parse(`${answerBy}T00:00:00Z`) - Date.parse(`${indiaDate(now.toISOString())}T00:00:00Z`)) / DAY_MS);
}
