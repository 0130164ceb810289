import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

// Labelled form controls whose error text is tied to the control
// (aria-invalid + aria-describedby), so a screen reader reads the message
// with the field, and whose ids follow one scheme: `${id}-error`, `${id}-hint`.

type Common = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown after the label; the control also gets aria-required. */
  requiredMark?: string;
  optionalMark?: string;
  className?: string;
};

export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

const control =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-ink shadow-sm focus:border-navy-700 focus:ring-2 focus:ring-navy-700/30 focus:outline-none";
const controlState = (error?: string) => (error ? "border-red-700" : "border-slate-400");

/** What every control carries: its id, validity, descriptions and look. */
function controlProps({ id, error, hint, requiredMark }: Common) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
    "aria-required": requiredMark ? true : undefined,
    className: `${control} ${controlState(error)}`,
  };
}

function FieldShell({ id, label, error, hint, requiredMark, optionalMark, className = "", children }: Common & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {requiredMark ? <span className="ml-1 font-normal text-muted">{requiredMark}</span> : null}
        {optionalMark ? <span className="ml-1 font-normal text-muted">{optionalMark}</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Separates what the label, hint and error need from the control's own attributes. */
function splitField<P extends Common>({ id, label, error, hint, requiredMark, optionalMark, className, ...control }: P) {
  return [{ id, label, error, hint, requiredMark, optionalMark, className }, control] as const;
}

type InputProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;

export function TextField(props: InputProps) {
  const [common, rest] = splitField(props);
  return (
    <FieldShell {...common}>
      <input {...controlProps(common)} {...rest} />
    </FieldShell>
  );
}

type SelectProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> & {
    options: readonly { value: string; label: string }[];
    placeholder: string;
  };

export function SelectField(props: SelectProps) {
  const [common, { options, placeholder, ...rest }] = splitField(props);
  return (
    <FieldShell {...common}>
      <select {...controlProps(common)} {...rest}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

type TextAreaProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">;

export function TextAreaField(props: TextAreaProps) {
  const [common, rest] = splitField(props);
  return (
    <FieldShell {...common}>
      <textarea {...controlProps(common)} {...rest} />
    </FieldShell>
  );
}
