import type { FieldSpec, FormDeclaration } from "#forms/declare";
import { SelectField, TextAreaField, TextField } from "../ui/form-field";
import { digitsOnly } from "./digits";
import { type DeclaredFormState, visibleFields } from "./use-declared-form";

type FieldsCopy = {
  labels: Record<string, string>;
  options: Record<string, Record<string, string>>;
  hints?: Partial<Record<string, string>>;
  placeholders?: Partial<Record<string, string>>;
};

type FieldMarks = { required: string; optional: string; selectPlaceholder: string };

type Props = {
  form: FormDeclaration;
  state: DeclaredFormState;
  copy: FieldsCopy;
  marks: FieldMarks;
  idOf: (field: string) => string;
  /** Two columns for short fields on wider screens; long texts always span the row. */
  columns?: 1 | 2;
  /** A hint computed from the current values (e.g. a character count), after the copy's own. */
  liveHint?: (field: string, value: string) => string | undefined;
};

const isRequired = (spec: FieldSpec) =>
  spec.kind === "choice" ? !spec.optional : spec.kind === "amount" || spec.checks.some((c) => c[0] === "required");

/** How many digits a numeric field keeps of what is typed: a mobile has 10, an amount in rupees up to 9 (₹99 Cr). */
const DIGITS: Partial<Record<FieldSpec["kind"], number>> = { mobile: 10, amount: 9 };

/** Every visible field of a declared form, in its declared order, with its words. */
export function DeclaredFields({ form, state, copy, marks, idOf, columns = 1, liveHint }: Props) {
  const fields = visibleFields(form).map(([name, spec]) => {
    const value = state.values[name] ?? "";
    const hint = [copy.hints?.[name], liveHint?.(name, value)].filter(Boolean);
    const common = {
      id: idOf(name),
      name,
      label: copy.labels[name] ?? name,
      value,
      error: state.errors[name],
      hint: hint.length ? hint.join(" · ") : undefined,
      placeholder: copy.placeholders?.[name],
      requiredMark: isRequired(spec) ? marks.required : undefined,
      optionalMark: isRequired(spec) ? undefined : marks.optional,
      onBlur: () => state.blur(name),
    };
    const onChange = (e: { target: { value: string } }) => {
      const max = DIGITS[spec.kind];
      state.setValue(name, max ? digitsOnly(e.target.value, max) : e.target.value);
    };
    const autoComplete = "autoComplete" in spec ? spec.autoComplete : undefined;
    if (spec.kind === "choice") {
      const labels = copy.options[name] ?? {};
      const options = spec.options.map((v) => ({ value: v, label: labels[v] ?? v }));
      return <SelectField key={name} {...common} options={options} placeholder={marks.selectPlaceholder} onChange={onChange} />;
    }
    if (spec.kind === "longText") {
      return <TextAreaField key={name} {...common} rows={4} onChange={onChange} className={columns === 2 ? "sm:col-span-2" : undefined} />;
    }
    const numeric = spec.kind === "mobile" || spec.kind === "amount";
    return (
      <TextField
        key={name}
        {...common}
        type={spec.kind === "email" ? "email" : spec.kind === "mobile" ? "tel" : "text"}
        inputMode={numeric ? "numeric" : undefined}
        maxLength={spec.kind === "mobile" ? 10 : undefined}
        autoComplete={autoComplete}
        onChange={onChange}
      />
    );
  });
  return <div className={columns === 2 ? "grid gap-4 sm:grid-cols-2" : "space-y-4"}>{fields}</div>;
}
