// A form generated from a JSON Schema (the content API's schema of a
// section): objects become fieldsets, lists get add, move and remove, and
// every text, number, choice and yes/no a control, in one column per
// language side by side. A field the schema gains appears with no code here.
// The server's problems are shown on the field their language and path name;
// the ones no field holds are listed above the form.
import { useMemo, type ReactNode } from "react";
import { LANGUAGE_NAMES } from "../../lib/format";
import { Field } from "./field";
import { FormContext, problemKey, type FieldProblem, type FormState } from "./form-context";
import { fieldId, setAt, type JsonSchema, type Path } from "./json-schema";

type Props = {
  schema: JsonSchema;
  /** The section's title: the name of the whole value. */
  title: string;
  langs: readonly string[];
  values: Readonly<Record<string, unknown>>;
  onChange: (values: Record<string, unknown>) => void;
  problems: readonly FieldProblem[];
  readOnly?: boolean;
  /** Uploaded images, offered on image fields. */
  imageNames?: readonly string[];
};

export function SchemaForm({ schema, title, langs, values, onChange, problems, readOnly = false, imageNames = [] }: Props) {
  const byField = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const p of problems) {
      const key = problemKey(p.lang ?? "", p.path ?? []);
      map.set(key, [...(map.get(key) ?? []), p.message]);
    }
    return map;
  }, [problems]);

  const state: FormState = {
    root: schema,
    langs,
    values,
    readOnly,
    imageNames,
    problemsAt: (lang, path) => byField.get(problemKey(lang, path)) ?? [],
    set: (lang, path, next) => onChange({ ...values, [lang]: setAt(values[lang], path, next) }),
    setEvery: (path, change) =>
      onChange(Object.fromEntries(langs.map((l) => [l, setAt(values[l], path, change(readPath(values[l], path)))]))),
  };

  return (
    <FormContext.Provider value={state}>
      <ProblemSummary problems={problems} />
      <Field schema={schema} path={[]} label={title} />
    </FormContext.Provider>
  );
}

const readPath = (v: unknown, path: Path) => path.reduce<unknown>((o, p) => (o && typeof o === "object" ? (o as never)[p] : undefined), v);

/** Every problem as a link to its field: the way to them from the top of a long form. */
function ProblemSummary({ problems }: { problems: readonly FieldProblem[] }) {
  if (!problems.length) return null;
  return (
    <div className="mb-4 rounded border border-red-700 bg-red-50 p-3 text-red-900">
      <p className="font-semibold">Correct these fields:</p>
      <ul className="ml-5 list-disc">
        {problems.map((p, i) => (
          <li key={i}>
            <ProblemLink problem={p}>{p.message}</ProblemLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProblemLink({ problem, children }: { problem: FieldProblem; children: ReactNode }) {
  const where = [problem.lang ? (LANGUAGE_NAMES[problem.lang] ?? problem.lang) : "", (problem.path ?? []).join(" › ")]
    .filter(Boolean)
    .join(", ");
  const prefix = where ? `${where}: ` : "";
  if (!problem.path?.length) return <>{prefix + String(children)}</>;
  return (
    <a className="underline" href={`#${fieldId(problem.lang ?? "", problem.path)}`}>
      {prefix}
      {children}
    </a>
  );
}
