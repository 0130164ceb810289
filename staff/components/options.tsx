// A select's listed options, written once: each choice's value is also its key, so React keeps an option's element
// while the list around it changes. A select's own first option ("Any…", "Nobody") stays beside the select.
import type { Person } from "#shared/staff-api/common";

/** A value that is its own label (a status, a category), a [value, label] pair, or a choice the server words. */
type Item = string | readonly [value: string, label: string] | { readonly value: string; readonly label: string };

const valueAndLabel = (item: Item): readonly [string, string] =>
  typeof item === "string" ? [item, item] : "value" in item ? [item.value, item.label] : item;

export function Options({ items }: { items: readonly Item[] }) {
  return items.map((item) => {
    const [value, label] = valueAndLabel(item);
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}

/** People to assign or filter by: their id is the value, their name the label. */
export function PersonOptions({ people }: { people: readonly Pick<Person, "id" | "name">[] }) {
  return <Options items={people.map((p) => [p.id, p.name] as const)} />;
}
