// The complaint case-work API's answers as the console reads them
// (server/staff/complaint-routes.ts, complaint-report-routes.ts).
import type { Person } from "./api-types";

type ComplaintQueueItem = {
  reference: string;
  status: string;
  category: string | null;
  /** borrower | shareholder | privacy, and the clock in days it was filed under (30, 21, 90). */
  kind: string;
  clockDays: number;
  lang: string | null;
  name: string | null;
  filedAt: string;
  answerBy: string;
  daysLeft: number | null;
  overdue: boolean;
  escalated: boolean;
  /** The day (India) it goes, or went, to the Principal Nodal Officer if still open. */
  escalateOn: string | null;
  rejectionProposed: boolean;
  assignee: Person | null;
};
export type ComplaintQueue = { items: ComplaintQueueItem[]; more: boolean; today: string };

export type ComplaintDetail = Omit<ComplaintQueueItem, "name" | "rejectionProposed"> & {
  escalatedAt: string | null;
  disposedAt: string | null;
  version: number;
  /** Colleagues who work this kind of complaint (whom it may be assigned to). */
  assignable: Person[];
  /** Kept after an erasure, only because the law requires it (server/staff/complaint-restriction.ts). */
  restriction: { until: string; reason: string; allows: string } | null;
  rejection: {
    proposedBy: Person;
    proposedAt: string | null;
    note: string | null;
    extent: "full" | "partial";
    /** A rejection in part: what was accepted. */
    accepted: string | null;
  } | null;
  fields: { name: string; label: string; value: string }[];
  notes: { id: string; author: string; at: string; text: string }[];
  history: { at: string; status: string; publicNote: string | null; accepted: string | null; actor: string | null }[];
  emails: { kind: string; status: string; createdAt: string; deliveredAt: string | null }[];
  timeline: { at: string; actor: string; action: string; detail: Record<string, unknown> }[];
  /** The history above as one list, oldest first (server/staff/complaint-conversation.ts). */
  conversation: ConversationEntry[];
};

export type ConversationEntry =
  | {
      type: "published";
      at: string;
      actor: string | null;
      status: { from: string; to: string } | null;
      text: string | null;
      accepted: string | null;
    }
  | { type: "note"; at: string; actor: string; text: string }
  | { type: "email"; at: string; mail: string; state: string; deliveredAt: string | null }
  | { type: "event"; at: string; actor: string; action: string; detail: Record<string, unknown> };

export const OMBUDSMAN_FIELDS = [
  "maintainableReceived",
  "resolvedInFavour",
  "resolvedByConciliation",
  "resolvedByAward",
  "awardsNotImplemented",
] as const;
export type OmbudsmanFigures = Record<(typeof OMBUDSMAN_FIELDS)[number], number>;
export type ComplaintsReport = {
  from: string;
  to: string;
  pendingAtStart: number;
  received: number;
  disposed: number;
  rejected: number;
  pendingAtEnd: number;
  grounds: {
    ground: string;
    pendingAtStart: number;
    received: number;
    changePercent: number | null;
    pendingAtEnd: number;
    /** Pending at the end and past its own clock (30, 21 or 90 days): RBI's "pending beyond 30 days" for a borrower's. */
    pendingPastClock: number;
  }[];
  ombudsman: OmbudsmanFigures | null;
};

/** "5 days left", "due today", "overdue by 2 days". */
export function daysLeftText(days: number | null): string {
  if (days === null) return "answered";
  if (days === 0) return "due today";
  if (days < 0) return `overdue by ${-days} ${days === -1 ? "day" : "days"}`;
  return `${days} ${days === 1 ? "day" : "days"} left`;
}
