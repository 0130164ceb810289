// The privacy request as the server answers it, and the words the screens share.

type HeldField = { name: string; label: string; value: string; correctable: boolean };
export type Held = {
  reference: string;
  form: string;
  createdAt: string;
  lines: HeldField[];
  matchedBy: "email" | "mobile";
  restrictedUntil: string | null;
  withdrawnAt: string | null;
};
export type RequestRow = {
  reference: string;
  action: string;
  status: string;
  answerBy: string | null;
  daysLeft: number | null;
  createdAt: string;
  lang: string;
};
export type RequestDetail = RequestRow & {
  email: string;
  change: string | null;
  doneAt: string | null;
  mobile: string | null;
  closedReason: string | null;
  assigneeId: string | null;
  notes: { by: string; byName: string; at: string; text: string }[];
  submissions: Held[];
};

export const PRIVACY_ACTIONS: Record<string, string> = {
  withdraw: "Stop the newsletter",
  copy: "A copy of their data",
  correct: "A correction",
  erase: "Erasure",
};

/** The DPDP clock in words: "12 days left", "due today", "3 days overdue". */
export function clockText(daysLeft: number): string {
  if (daysLeft === 0) return "due today";
  if (daysLeft > 0) return `${daysLeft} ${daysLeft === 1 ? "day" : "days"} left`;
  return `${-daysLeft} ${daysLeft === -1 ? "day" : "days"} overdue`;
}
