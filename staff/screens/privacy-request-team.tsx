// The privacy team's own part of a request: who has it, and internal notes
// (never shown to the person; the audit trail records that a note was
// written, not its words).
import { useEffect, useId, useState } from "react";
import { Button, Card, SelectField } from "../components/ui";
import { call } from "../lib/api";
import { formatDateTime } from "../lib/format";
import { PersonOptions } from "../components/options";

type Note = { by: string; byName: string; at: string; text: string };
type Props = {
  assigneeId: string | null;
  notes: Note[];
  busy: boolean;
  onAssign: (assigneeId: string | null) => void;
  onNote: (text: string) => void;
};

export function RequestTeam({ assigneeId, notes, busy, onAssign, onNote }: Props) {
  const [officers, setOfficers] = useState<{ id: string; name: string }[]>([]);
  const [text, setText] = useState("");
  const noteId = useId();
  useEffect(() => {
    call("GET /privacy-officers").then(
      (r) => setOfficers(r.officers),
      () => setOfficers([]),
    );
  }, []);
  return (
    <Card title="The team's notes">
      <SelectField label="Assigned to" value={assigneeId ?? ""} disabled={busy} onChange={(e) => onAssign(e.target.value || null)}>
        <option value="">Nobody yet</option>
        <PersonOptions people={officers} />
      </SelectField>
      <ul className="my-3 space-y-2 text-sm">
        {notes.map((n, i) => (
          <li key={i}>
            <span className="font-medium" title={n.by}>
              {n.byName}
            </span>
            , {formatDateTime(n.at)}: <span className="whitespace-pre-wrap">{n.text}</span>
          </li>
        ))}
      </ul>
      <form
        aria-label="Add a note"
        onSubmit={(e) => {
          e.preventDefault();
          onNote(text);
          setText("");
        }}
        className="space-y-2"
      >
        <label htmlFor={noteId} className="block text-sm font-medium">
          Internal note (not sent to the person)
        </label>
        <textarea
          id={noteId}
          required
          maxLength={2000}
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="block w-full rounded border border-slate-400 px-2 py-1.5"
        />
        <Button type="submit" variant="secondary" disabled={busy || !text.trim()}>
          Add the note
        </Button>
      </form>
    </Card>
  );
}
