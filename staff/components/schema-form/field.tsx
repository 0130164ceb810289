// One place in the schema: an object's fieldset, a list, or a row of
// controls (one per language) for a single value.
import { Button } from "../ui";
import { ArrayField } from "./array-field";
import { useForm } from "./form-context";
import { emptyValue, fieldId, getAt, kindOf, labelOf, objectKeys, resolve, type JsonSchema, type Path } from "./json-schema";
import { LeafRow } from "./leaf-field";
import { LANGUAGE_NAMES } from "../../lib/format";

type FieldProps = { schema: JsonSchema; path: Path; label: string; actions?: React.ReactNode };

export function Field({ schema, path, label, actions }: FieldProps) {
  const form = useForm();
  const s = resolve(schema, form.root);
  const kind = kindOf(s, getAt(form.values[form.langs[0]!], path));
  if (kind === "object") return <ObjectField schema={s} path={path} label={label} actions={actions} />;
  if (kind === "array") return <ArrayField schema={s} path={path} label={label} actions={actions} />;
  return <LeafRow schema={s} kind={kind} path={path} label={label} actions={actions} />;
}

/** The problems of a whole object or list ("keep at least one item"), in each language. */
export function GroupProblems({ path }: { path: Path }) {
  const form = useForm();
  return form.langs.flatMap((lang) =>
    form.problemsAt(lang, path).map((m, i) => (
      <p key={`${lang}${i}`} id={i === 0 ? fieldId(lang, path) : undefined} tabIndex={-1} className="my-1 text-sm font-medium text-red-800">
        {lang ? `${LANGUAGE_NAMES[lang] ?? lang}: ` : ""}
        {m}
      </p>
    )),
  );
}

function ObjectField({ schema, path, label, actions }: FieldProps) {
  const form = useForm();
  const required = new Set(schema.required ?? []);
  // Only a key the schema declares optional may be removed; one it does not list (a record's, or one a loose
  // object passes through) is the page's to read, so it stays.
  const removable = (key: string) => key in (schema.properties ?? {}) && !required.has(key);
  const present = (key: string) => form.langs.some((l) => getAt(form.values[l], [...path, key]) !== undefined);
  const body = (
    <>
      <GroupProblems path={path} />
      {objectKeys(
        schema,
        form.langs.map((l) => getAt(form.values[l], path)),
      ).map(([key, child]) => {
        const childLabel = child.title ?? labelOf(key);
        if (required.has(key) || present(key))
          return (
            <div key={key} className="mt-3">
              <Field
                schema={child}
                path={[...path, key]}
                label={childLabel}
                actions={
                  removable(key) &&
                  !form.readOnly && (
                    <Button variant="secondary" className="text-sm" onClick={() => form.setEvery([...path, key], () => undefined)}>
                      Remove {childLabel.toLowerCase()}
                    </Button>
                  )
                }
              />
            </div>
          );
        return (
          <Button
            key={key}
            variant="secondary"
            className="mt-3 block text-sm"
            disabled={form.readOnly}
            onClick={() => form.setEvery([...path, key], () => emptyValue(child, form.root))}
          >
            Add {childLabel.toLowerCase()}
          </Button>
        );
      })}
    </>
  );
  if (path.length === 0) return <div>{body}</div>;
  return (
    <fieldset className="min-w-0 rounded border border-slate-300 p-2 sm:p-3">
      <legend className="px-1 font-semibold text-slate-900">{label}</legend>
      {actions && <div className="mb-2 flex flex-wrap gap-2">{actions}</div>}
      {body}
    </fieldset>
  );
}
