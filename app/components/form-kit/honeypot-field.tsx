import { useState } from "react";
import { HONEYPOT_FIELD } from "#forms/api";

/** The honeypot's value and setter, for a form to send along. */
export function useHoneypot() {
  const [value, setValue] = useState("");
  return { value, onChange: setValue };
}

/**
 * A field people never see or reach; bots that fill every input fill it,
 * and the server then stores nothing. Off-screen rather than display:none,
 * which some bots skip.
 */
export function HoneypotField({
  idPrefix,
  label,
  value,
  onChange,
}: {
  idPrefix: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
