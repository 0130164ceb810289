// Working on a lead without forms stacked on forms: the status and the
// assignee are saved as soon as they are chosen (with the version seen, so a
// colleague's change is never overwritten), and the last change can be undone.
// The follow-up (a day and a note) is one small form, as it needs two values.
import { useState, type FormEvent } from "react";
import { Button, SelectField, TextField } from "../components/ui";
import type { Person } from "#shared/staff-api/common";
import type { AnswerOf, BodyOf } from "../lib/api";

type LeadDetail = AnswerOf<"GET /leads/:reference">;
import { indiaDate } from "#shared/india-dates";
import { Options, PersonOptions } from "../components/options";

/** A change to the lead: the PATCH body without the version (the screen adds the one it shows). */
type Body = Omit<BodyOf<"PATCH /leads/:reference">, "version">;
type Change = (body: Body, done: string) => Promise<boolean>;

/** The last change made here, and the body that puts it back. */
type Undo = { said: string; back: Body; backSaid: string };

/** Call, WhatsApp and email links for the person who wrote in. */
export function ContactLinks({ contact }: { contact: LeadDetail["contact"] }) {
  const digits = contact.phone.replace(/\D/g, "").replace(/^(?:91)?(\d{10})$/, "$1");
  const mobile = /^\d{10}$/.test(digits) ? digits : undefined;
  const link = "rounded border border-slate-500 px-3 py-1.5 text-blue-800 underline";
  if (!mobile && !contact.email) return null;
  return (
    <ul className="mb-4 flex flex-wrap gap-2" aria-label={`Contact ${contact.name}`}>
      {mobile && (
        <li>
          <a className={link} href={`tel:+91${mobile}`}>
            Call +91 {mobile.slice(0, 5)} {mobile.slice(5)}
          </a>
        </li>
      )}
      {mobile && (
        <li>
          <a className={link} href={`https://wa.me/91${mobile}`} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </a>
        </li>
      )}
      {contact.email && (
        <li>
          <a className={`${link} break-all`} href={`mailto:${contact.email}`}>
            Email {contact.email}
          </a>
        </li>
      )}
    </ul>
  );
}

function FollowUp({ lead, onChange }: { lead: LeadDetail; onChange: Change }) {
  const [on, setOn] = useState(lead.followUp?.on ?? "");
  const [note, setNote] = useState(lead.followUp?.note ?? "");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onChange({ followUpOn: on || null, followUpNote: note.trim() || null }, on ? `Follow-up set for ${on}.` : "Follow-up cleared.");
  };
  return (
    <form onSubmit={submit} aria-label="Follow-up" className="mt-4 grid gap-2 sm:grid-cols-[auto_1fr_auto] sm:items-end">
      <TextField
        label="Follow up on"
        type="date"
        min={indiaDate(new Date().toISOString())}
        value={on}
        onChange={(e) => setOn(e.target.value)}
      />
      <TextField label="What for (optional)" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      <div className="flex gap-2">
        <Button type="submit">Set follow-up</Button>
        {lead.followUp && (
          <Button variant="secondary" onClick={() => void onChange({ followUpOn: null }, "Follow-up cleared.")}>
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}

export function WorkPanel({ lead, people, onChange }: { lead: LeadDetail; people: Person[]; onChange: Change }) {
  const [undo, setUndo] = useState<Undo>();
  const others = lead.assignee && !people.some((p) => p.id === lead.assignee!.id) ? [lead.assignee, ...people] : people;
  const nameOf = (id: string | null | undefined) => others.find((p) => p.id === id)?.name;
  const assignedSaid = (id: string | null) => (id ? `Assigned to ${nameOf(id) ?? "a colleague"}.` : "Unassigned.");

  const change = async (body: Record<string, unknown>, said: string, back: Record<string, unknown>, backSaid: string) => {
    setUndo(undefined);
    if (await onChange(body, said)) setUndo({ said, back, backSaid });
  };

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Status"
          value={lead.status}
          onChange={(e) =>
            void change(
              { status: e.target.value },
              `Status changed to ${e.target.value}.`,
              { status: lead.status },
              `Status changed back to ${lead.status}.`,
            )
          }
        >
          <Options items={lead.statuses} />
        </SelectField>
        <SelectField
          label="Assigned to"
          value={lead.assignee?.id ?? ""}
          onChange={(e) => {
            const id = e.target.value || null;
            const was = lead.assignee?.id ?? null;
            void change({ assigneeId: id }, assignedSaid(id), { assigneeId: was }, `Back to: ${assignedSaid(was)}`);
          }}
        >
          <option value="">Nobody</option>
          <PersonOptions people={others} />
        </SelectField>
      </div>
      {undo && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span>Saved: {undo.said}</span>
          <Button
            variant="secondary"
            onClick={() => {
              const u = undo;
              setUndo(undefined);
              void onChange(u.back, u.backSaid);
            }}
          >
            Undo
          </Button>
        </p>
      )}
      <FollowUp key={`${lead.followUp?.on}|${lead.followUp?.note}`} lead={lead} onChange={onChange} />
    </>
  );
}
