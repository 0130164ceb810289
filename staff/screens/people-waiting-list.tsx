// What waits on an administrator on the people screen (invitations not used yet, passkey recoveries under way): one
// line each, with its buttons, or "None.".
import type { ReactNode } from "react";

export function WaitingList<T extends { id: string }>({ items, line }: { items: readonly T[]; line: (item: T) => ReactNode }) {
  if (items.length === 0) return <p>None.</p>;
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {line(item)}
        </li>
      ))}
    </ul>
  );
}
