// Decisions beside the conversation: who works the complaint, and the
// four-eyes rejection (one officer proposes, in full or in part; a second
// approves or declines; the proposer may withdraw).
import { useState, type FormEvent } from "react";
import { Button, SelectField } from "../components/ui";
import { call, type AnswerOf } from "../lib/api";
import { formatDateTime } from "../lib/format";
import type { Act } from "./complaint-composer";
import { PersonOptions } from "../components/options";

type ComplaintDetail = AnswerOf<"GET /complaints/:reference">;
const area = "mt-1 block w-full rounded border border-slate-400 px-2 py-1.5";

export function Assign({ c, act }: { c: ComplaintDetail; act: Act }) {
  const [assignee, setAssignee] = useState(c.assignee?.id ?? "");
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const name = c.assignable.find((p) => p.id === assignee)?.name;
        void act(
          () =>
            call("PATCH /complaints/:reference", {
              params: { reference: c.reference },
              body: { version: c.version, assigneeId: assignee || null },
            }),
          name ? `Assigned to ${name}.` : "Unassigned.",
        );
      }}
    >
      <SelectField label="Assigned to" value={assignee} onChange={(e) => setAssignee(e.target.value)} className="min-w-48 flex-1">
        <option value="">Nobody</option>
        <PersonOptions people={c.assignable} />
      </SelectField>
      <Button type="submit" disabled={assignee === (c.assignee?.id ?? "")}>
        Assign
      </Button>
    </form>
  );
}

export function Rejection({ c, me, act }: { c: ComplaintDetail; me: string | undefined; act: Act }) {
  const [extent, setExtent] = useState<"full" | "partial">("full");
  const [note, setNote] = useState("");
  const [accepted, setAccepted] = useState("");
  if (c.rejection) {
    const own = c.rejection.proposedBy.id === me;
    const input = { params: { reference: c.reference }, body: { version: c.version } };
    const decide = (what: "approve" | "decline", done: string) =>
      void act(
        () =>
          what === "approve"
            ? call("POST /complaints/:reference/rejection/approve", input)
            : call("POST /complaints/:reference/rejection/decline", input),
        done,
      );
    return (
      <div>
        <p className="mb-2">
          {c.rejection.proposedBy.name} proposed rejecting this complaint {c.rejection.extent === "partial" ? "in part" : "in full"} on{" "}
          {formatDateTime(c.rejection.proposedAt)}. The complainant sees “in progress” until a second officer approves.
        </p>
        {c.rejection.accepted && <p className="mb-2 rounded bg-slate-100 p-2 whitespace-pre-wrap">Accepted: {c.rejection.accepted}</p>}
        {c.rejection.note && <p className="mb-3 rounded bg-slate-100 p-2 whitespace-pre-wrap">Reason: {c.rejection.note}</p>}
        {own && <p className="mb-3 font-semibold">You proposed it: another officer must approve it.</p>}
        <div className="flex flex-wrap gap-2">
          {!own && (
            <Button variant="danger" onClick={() => decide("approve", "Rejection approved.")}>
              Approve the rejection
            </Button>
          )}
          <Button variant="secondary" onClick={() => decide("decline", own ? "Proposal withdrawn." : "Rejection declined.")}>
            {own ? "Withdraw my proposal" : "Decline"}
          </Button>
        </div>
      </div>
    );
  }
  if (c.status !== "received" && c.status !== "in-progress") return <p>Only an open complaint can be rejected.</p>;
  const partial = extent === "partial";
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void act(
      () =>
        call("POST /complaints/:reference/rejection", {
          params: { reference: c.reference },
          body: { version: c.version, extent, note: note.trim(), ...(partial ? { accepted: accepted.trim() } : {}) },
        }),
      "Rejection proposed: the other officers are emailed, and a second one must approve it.",
    );
  };
  return (
    <form onSubmit={submit}>
      <SelectField
        label="Reject"
        value={extent}
        onChange={(e) => setExtent(e.target.value === "partial" ? "partial" : "full")}
        className="mb-2 max-w-xs"
      >
        <option value="full">In full</option>
        <option value="partial">In part</option>
      </SelectField>
      {partial && (
        <label className="mb-2 block text-sm font-medium">
          What we accept (the complainant reads it)
          <textarea value={accepted} onChange={(e) => setAccepted(e.target.value)} rows={2} maxLength={1000} className={area} />
        </label>
      )}
      <label className="block text-sm font-medium">
        {partial ? "Why we reject the rest (the complainant reads it)" : "Reason the complainant will read"}
        <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={1000} className={area} />
      </label>
      <Button type="submit" className="mt-2" disabled={!note.trim() || (partial && !accepted.trim())}>
        Propose rejection
      </Button>
    </form>
  );
}
