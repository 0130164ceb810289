// Where the section's open change stands: who made it, whether it waits for
// approval, was sent back (and why), is scheduled (India time), or failed.
import { formatDateTime } from "../lib/format";
import { STATUS_LABELS, type ContentVersion } from "../lib/content-types";

export function OpenVersionState({ version: v }: { version: ContentVersion }) {
  const lines: string[] = [
    `${STATUS_LABELS[v.status]}, started by ${v.createdBy}, last saved ${formatDateTime(v.updatedAt)} (India time).`,
  ];
  if (v.restores) lines.push(`It restores version ${v.restores}.`);
  if (v.status === "awaiting-approval")
    lines.push(`Sent for approval by ${v.submittedBy ?? "—"}${v.publishAt ? `, to go live at ${formatDateTime(v.publishAt)}` : ""}.`);
  if (v.status === "scheduled") lines.push(`Goes live at ${formatDateTime(v.publishAt)} (India time).`);
  if (v.approvedBy) lines.push(`Approved by ${v.approvedBy}.`);
  if (v.rejectedBy) lines.push(`Sent back by ${v.rejectedBy}: ${v.rejectedReason ?? ""}`);
  if (v.status === "failed") lines.push("It could not go live; the site kept the previous version. The reasons are on the fields below.");
  return (
    <section aria-label="Open change" className="mb-4 rounded border border-amber-700 bg-amber-50 px-3 py-2 text-amber-950">
      {lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
    </section>
  );
}
