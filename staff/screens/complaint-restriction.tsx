import { useId } from "react";
import type { AnswerOf } from "../lib/api";

/**
 * The marker of a complaint kept after its complainant's data was erased: it
 * says until when, and what may still be done (the server refuses the rest).
 */
export function RestrictionNotice({ restriction }: { restriction: AnswerOf<"GET /complaints/:reference">["restriction"] }) {
  const id = useId();
  if (!restriction) return null;
  return (
    <section aria-labelledby={id} className="mb-4 rounded border-2 border-amber-700 bg-amber-50 p-3 text-amber-950">
      <h2 id={id} className="font-semibold">
        Restricted until {restriction.until}: the complainant&apos;s data was erased at their request
      </h2>
      <p>{restriction.allows}</p>
    </section>
  );
}
