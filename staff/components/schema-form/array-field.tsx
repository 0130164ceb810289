// A list: its items in order, each with Move up, Move down and Remove, and
// Add at the end. In a section in every language an item is added, moved or
// removed in both languages at once, so the English and Hindi items stay
// side by side.
import type { ReactNode } from "react";
import { Button } from "../ui";
import { Field, GroupProblems } from "./field";
import { useForm } from "./form-context";
import { emptyValue, getAt, type JsonSchema, type Path } from "./json-schema";

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function ArrayField({ schema, path, label, actions }: { schema: JsonSchema; path: Path; label: string; actions?: ReactNode }) {
  const form = useForm();
  const count = Math.max(0, ...form.langs.map((l) => asList(getAt(form.values[l], path)).length));
  const item = schema.items ?? {};
  const change = (fn: (list: unknown[]) => unknown[]) => form.setEvery(path, (current) => fn(asList(current)));
  const move = (from: number, to: number) =>
    change((list) => {
      const copy = [...list];
      const [moved] = copy.splice(from, 1);
      copy.splice(to, 0, moved);
      return copy;
    });
  const itemActions = (i: number) =>
    !form.readOnly && (
      <>
        <Button
          variant="secondary"
          className="text-sm"
          disabled={i === 0}
          onClick={() => move(i, i - 1)}
          aria-label={`Move ${label} ${i + 1} up`}
        >
          Move up
        </Button>
        <Button
          variant="secondary"
          className="text-sm"
          disabled={i === count - 1}
          onClick={() => move(i, i + 1)}
          aria-label={`Move ${label} ${i + 1} down`}
        >
          Move down
        </Button>
        <Button
          variant="danger"
          className="text-sm"
          onClick={() => change((list) => list.filter((_, j) => j !== i))}
          aria-label={`Remove ${label} ${i + 1}`}
        >
          Remove
        </Button>
      </>
    );
  const body = (
    <>
      <GroupProblems path={path} />
      <ol className="space-y-3">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <Field schema={item} path={[...path, i]} label={`${label} ${i + 1}`} actions={itemActions(i)} />
          </li>
        ))}
      </ol>
      {!form.readOnly && (
        <Button variant="secondary" className="mt-3 text-sm" onClick={() => change((list) => [...list, emptyValue(item, form.root)])}>
          Add to {label.toLowerCase()}
        </Button>
      )}
    </>
  );
  return (
    <fieldset className="min-w-0 rounded border border-slate-300 p-2 sm:p-3">
      <legend className="px-1 font-semibold text-slate-900">{label}</legend>
      {actions && <div className="mb-2 flex flex-wrap gap-2">{actions}</div>}
      {body}
    </fieldset>
  );
}
