// A list: its items in order, each with Move up, Move down and Remove, and
// Add at the end. In a section in every language an item is added, moved or
// removed in both languages at once, so the English and Hindi items stay
// side by side. After each, the focus goes where the person's next step is
// (the moved item's same button, the new item's first field) and the change
// is read out.
import type { ReactNode } from "react";
import { useAnnounce } from "../announcer";
import { Button } from "../ui";
import { Field, GroupProblems } from "./field";
import { useForm } from "./form-context";
import { emptyValue, fieldId, getAt, type JsonSchema, type Path } from "./json-schema";

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Focuses an element once React has drawn the change (the next frame). */
const focusSoon = (find: () => HTMLElement | null | undefined) => window.requestAnimationFrame(() => find()?.focus());

export function ArrayField({ schema, path, label, actions }: { schema: JsonSchema; path: Path; label: string; actions?: ReactNode }) {
  const form = useForm();
  const announce = useAnnounce();
  const count = Math.max(0, ...form.langs.map((l) => asList(getAt(form.values[l], path)).length));
  const item = schema.items ?? {};
  const base = fieldId("", path);
  const change = (fn: (list: unknown[]) => unknown[]) => form.setEvery(path, (current) => fn(asList(current)));
  const move = (from: number, to: number, direction: "up" | "down") => {
    change((list) => {
      const copy = [...list];
      const [moved] = copy.splice(from, 1);
      copy.splice(to, 0, moved);
      return copy;
    });
    announce(`${label} ${from + 1} is now ${label} ${to + 1}.`);
    // The same button of the item just moved; at the end of the list, its other button.
    const edge = (direction === "up" && to === 0) || (direction === "down" && to === count - 1);
    focusSoon(() => document.getElementById(`${base}-${to}-${edge ? (direction === "up" ? "down" : "up") : direction}`));
  };
  const remove = (i: number) => {
    change((list) => list.filter((_, j) => j !== i));
    announce(`${label} ${i + 1} removed.`);
    focusSoon(() => document.getElementById(`${base}-add`));
  };
  const add = () => {
    change((list) => [...list, emptyValue(item, form.root)]);
    announce(`${label} ${count + 1} added.`);
    focusSoon(() => {
      const added = document.getElementById(`${base}-item-${count}`);
      return added?.querySelector<HTMLElement>("input, select, textarea") ?? added?.querySelector<HTMLElement>("button");
    });
  };
  const itemActions = (i: number) =>
    !form.readOnly && (
      <>
        <Button
          id={`${base}-${i}-up`}
          variant="secondary"
          className="text-sm"
          disabled={i === 0}
          onClick={() => move(i, i - 1, "up")}
          aria-label={`Move ${label} ${i + 1} up`}
        >
          Move up
        </Button>
        <Button
          id={`${base}-${i}-down`}
          variant="secondary"
          className="text-sm"
          disabled={i === count - 1}
          onClick={() => move(i, i + 1, "down")}
          aria-label={`Move ${label} ${i + 1} down`}
        >
          Move down
        </Button>
        <Button variant="danger" className="text-sm" onClick={() => remove(i)} aria-label={`Remove ${label} ${i + 1}`}>
          Remove
        </Button>
      </>
    );
  return (
    <fieldset className="min-w-0 rounded border border-slate-300 p-2 sm:p-3">
      <legend className="px-1 font-semibold text-slate-900">{label}</legend>
      {actions && <div className="mb-2 flex flex-wrap gap-2">{actions}</div>}
      <GroupProblems path={path} />
      <ol className="space-y-3">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} id={`${base}-item-${i}`}>
            <Field schema={item} path={[...path, i]} label={`${label} ${i + 1}`} actions={itemActions(i)} />
          </li>
        ))}
      </ol>
      {!form.readOnly && (
        <Button id={`${base}-add`} variant="secondary" className="mt-3 text-sm" onClick={add}>
          Add to {label.toLowerCase()}
        </Button>
      )}
    </fieldset>
  );
}
