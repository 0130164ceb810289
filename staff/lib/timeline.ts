import type { AnswerOf } from "./api";

type Event = AnswerOf<"GET /leads/:reference">["timeline"][number];

const text = (v: unknown) => (typeof v === "string" && v ? v : undefined);

/** One timeline entry as a sentence: "Status changed from new to contacted by Asha Rao". */
export function timelineText(e: Event): string {
  const by = e.actor ? ` by ${e.actor}` : "";
  const d = e.detail ?? {};
  switch (e.action) {
    case "submitted":
      return "Sent by the visitor through the website";
    case "lead.opened":
      return `Opened${by}`;
    case "lead.status":
      return text(d.from) && text(d.to) ? `Status changed from ${text(d.from)} to ${text(d.to)}${by}` : `Status changed${by}`;
    case "lead.assigned":
      return d.to ? `Assigned to ${text(d.toName) ?? "a colleague"}${by}` : `Unassigned${by}`;
    case "lead.note":
      return `Note added${by}`;
    case "lead.file-downloaded":
      return `Resume ${d.disposition === "inline" ? "previewed" : "downloaded"}${by}`;
    default:
      return `${e.action}${by}`;
  }
}
