// One value, with a control per language side by side (stacked on a
// phone): a text, a longer text, a date, a number, a choice, a yes/no, or a
// value fixed by the schema (shown, not editable). Each control carries its
// problems (aria-invalid, described by the message under it).
import { useState, type ReactNode } from "react";
import { LANGUAGE_NAMES } from "../../lib/format";
import { isImageField, useForm } from "./form-context";
import { fieldId, getAt, type FieldKind, type JsonSchema, type Path } from "./json-schema";

const control =
  "mt-1 block w-full min-w-0 rounded border border-slate-400 bg-white px-2 py-1.5 text-slate-900 aria-[invalid=true]:border-red-700";

type RowProps = { schema: JsonSchema; kind: FieldKind; path: Path; label: string; actions?: ReactNode };

export function LeafRow({ schema, kind, path, label, actions }: RowProps) {
  const form = useForm();
  const columns = form.langs.length > 1 ? "sm:grid-cols-2" : "";
  return (
    <div className="min-w-0">
      <div className={`grid gap-2 ${columns}`}>
        {form.langs.map((lang) => (
          <LeafControl key={lang} schema={schema} kind={kind} path={path} lang={lang} label={label} />
        ))}
      </div>
      {actions && <div className="mt-1 flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

function LeafControl({ schema, kind, path, lang, label }: Omit<RowProps, "actions"> & { lang: string }) {
  const form = useForm();
  const id = fieldId(lang, path);
  const problems = form.problemsAt(lang, path);
  const value = getAt(form.values[lang], path);
  const name = lang ? `${label} (${LANGUAGE_NAMES[lang] ?? lang})` : label;
  const set = (next: unknown) => form.set(lang, path, next);
  const common = {
    id,
    lang: lang || undefined,
    disabled: form.readOnly,
    "aria-invalid": problems.length ? true : undefined,
    "aria-describedby": problems.length ? `${id}-problem` : undefined,
  };
  let input: ReactNode;
  if (kind === "fixed") input = <output className="mt-1 block">{String(schema.const)}</output>;
  else if (kind === "boolean")
    input = <input {...common} type="checkbox" className="ml-2 size-4" checked={value === true} onChange={(e) => set(e.target.checked)} />;
  else if (kind === "choice")
    input = (
      <select
        {...common}
        className={control}
        value={String(value ?? "")}
        onChange={(e) => set(schema.enum!.find((o) => String(o) === e.target.value))}
      >
        {schema.enum!.map((o) => (
          <option key={String(o)}>{String(o)}</option>
        ))}
      </select>
    );
  else if (kind === "number")
    input = (
      <input
        {...common}
        type="number"
        step="any"
        className={control}
        value={typeof value === "number" ? value : String(value ?? "")}
        onChange={(e) => set(e.target.value === "" || Number.isNaN(e.target.valueAsNumber) ? e.target.value : e.target.valueAsNumber)}
      />
    );
  else if (kind === "long-text")
    input = <textarea {...common} rows={4} className={control} value={String(value ?? "")} onChange={(e) => set(e.target.value)} />;
  else if (kind === "any") input = <JsonControl common={common} value={value} onChange={set} />;
  else {
    // An image field offers the uploaded images by name (the browser's own list under the text box); any name may still be typed.
    const images = kind !== "date" && isImageField(path) && form.imageNames.length > 0 ? `${id}-images` : undefined;
    input = (
      <>
        <input
          {...common}
          type={kind === "date" ? "date" : "text"}
          list={images}
          className={control}
          value={String(value ?? "")}
          onChange={(e) => set(e.target.value)}
        />
        {images && (
          <datalist id={images}>
            {form.imageNames.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
        )}
      </>
    );
  }
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={`text-sm font-medium text-slate-800 ${kind === "boolean" ? "inline" : "block"}`}>
        {name}
      </label>
      {input}
      {problems.length > 0 && (
        <p id={`${id}-problem`} className="mt-1 text-sm font-medium text-red-800">
          {problems.join(" ")}
        </p>
      )}
    </div>
  );
}

/** A value the schema does not describe: edited as JSON, kept as typed until it parses. */
function JsonControl({ common, value, onChange }: { common: Record<string, unknown>; value: unknown; onChange: (v: unknown) => void }) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2) ?? "");
  return (
    <textarea
      {...common}
      rows={4}
      className={`${control} font-mono text-sm`}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        try {
          onChange(JSON.parse(e.target.value) as unknown);
        } catch {
          // Not JSON yet: the person is still typing.
        }
      }}
    />
  );
}
