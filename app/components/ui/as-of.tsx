import { formatDate } from "#shared/india-dates";
import { fill } from "../../lib/fill";

/**
 * "As of 27 November 2026" under a regulatory page's title: the day its text
 * was last checked against the law (the date and the words come from content:
 * content/law.ts, content/<lang>/locale.ts).
 */
export function AsOf({ date, template, months }: { date: string; template: string; months: readonly string[] }) {
  return (
    <p className="mt-4 text-sm text-white/85">
      <time dateTime={date}>{fill(template, { date: formatDate(date, months) })}</time>
    </p>
  );
}
