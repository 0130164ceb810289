// The privacy request as the server answers it, and the words the screens share.

import type { AnswerOf } from "../lib/api";

export type RequestRow = AnswerOf<"GET /privacy-requests">["requests"][number];
export type RequestDetail = AnswerOf<"GET /privacy-requests/:reference">;
export type Held = RequestDetail["submissions"][number];

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
