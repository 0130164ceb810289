// What staff write for each other on a lead (a note, a rating's feedback): never sent to the person.

/** Up to 2,000 characters, three rows to start; `label` says who sees it. */
export function StaffNoteField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="block text-sm font-medium">
      {label}
      <textarea
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={3}
        maxLength={2000}
        className="mt-1 block w-full rounded border border-slate-400 px-2 py-1.5"
      />
    </label>
  );
}
