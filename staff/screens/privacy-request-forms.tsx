// The privacy officer's forms on a request's page: a correction picked from
// the held fields by label (with the current value shown), a mobile number
// checked by calling it back (decision 112), and closing with a reason.
import { useState, type ReactNode } from "react";
import { Button, SelectField, TextField } from "../components/ui";
import type { Held } from "./privacy-request-types";
import { Options } from "../components/options";

type Change = { submission: string; field: string; value: string };

/** One of the officer's forms, named by its heading; sending it stays on the request's page. */
function OfficerForm(props: { name: string; heading?: string; className?: string; onSend: () => void; children: ReactNode }) {
  const { name, heading = name, className = "mb-6 space-y-2", onSend, children } = props;
  return (
    <form
      aria-label={name}
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
    >
      <h3 className="font-semibold">{heading}</h3>
      {children}
    </form>
  );
}

export function CorrectionForm({ submissions, busy, onCorrect }: { submissions: Held[]; busy: boolean; onCorrect: (c: Change) => void }) {
  const [change, setChange] = useState<Change>({ submission: submissions[0]?.reference ?? "", field: "", value: "" });
  const held = submissions.find((s) => s.reference === change.submission);
  const current = held?.lines.find((l) => l.name === change.field);
  return (
    <OfficerForm name="Correct a field" onSend={() => onCorrect(change)}>
      <SelectField
        label="Submission"
        value={change.submission}
        onChange={(e) => setChange({ submission: e.target.value, field: "", value: "" })}
      >
        <option value="">Choose</option>
        {submissions.map((s) => (
          <option key={s.reference} value={s.reference}>
            {s.reference} ({s.form})
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Field"
        value={change.field}
        disabled={!held}
        onChange={(e) =>
          setChange({ ...change, field: e.target.value, value: held?.lines.find((l) => l.name === e.target.value)?.value ?? "" })
        }
      >
        <option value="">Choose</option>
        {held?.lines
          .filter((l) => l.correctable)
          .map((l) => (
            <option key={l.name} value={l.name}>
              {l.label}: {l.value.length > 40 ? `${l.value.slice(0, 40)}…` : l.value || "—"}
            </option>
          ))}
      </SelectField>
      {current && <p className="text-sm">Now: {current.value || "—"}</p>}
      <TextField label="New value" required value={change.value} onChange={(e) => setChange({ ...change, value: e.target.value })} />
      <Button type="submit" disabled={busy || !change.field}>
        Correct and tell the person
      </Button>
    </OfficerForm>
  );
}

export function MobileForm({ busy, onMatch }: { busy: boolean; onMatch: (mobile: string) => void }) {
  const [mobile, setMobile] = useState("");
  const [called, setCalled] = useState(false);
  return (
    <OfficerForm name="Find by mobile number" onSend={() => onMatch(mobile)}>
      <p className="text-sm">A loan enquiry has a mobile number and no email. Include what is held under the person&apos;s number.</p>
      <TextField label="Mobile number" type="tel" inputMode="tel" required value={mobile} onChange={(e) => setMobile(e.target.value)} />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" required checked={called} onChange={(e) => setCalled(e.target.checked)} className="mt-1" />
        <span>I called this number from the company&apos;s phone and the person read back this request&apos;s reference.</span>
      </label>
      <Button type="submit" variant="secondary" disabled={busy || !called}>
        Include this number&apos;s submissions
      </Button>
    </OfficerForm>
  );
}

const REASONS = [
  ["identity-not-confirmed", "Identity not confirmed"],
  ["nothing-held", "Nothing held"],
  ["manifestly-unfounded", "Manifestly unfounded"],
  ["other", "Other (say why)"],
] as const;

export function CloseForm({ busy, onClose }: { busy: boolean; onClose: (reason: string, note?: string) => void }) {
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  return (
    <OfficerForm
      name="Close without acting"
      heading="Refuse or close without acting"
      className="space-y-2"
      onSend={() => onClose(reason, reason === "other" ? note : undefined)}
    >
      <SelectField
        label="Reason (emailed to the person in their language)"
        required
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      >
        <option value="">Choose a reason</option>
        <Options items={REASONS} />
      </SelectField>
      {reason === "other" && (
        <TextField label="Why (the person reads this)" required maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
      )}
      <Button type="submit" variant="danger" disabled={busy || !reason}>
        Close the request and tell the person
      </Button>
    </OfficerForm>
  );
}
