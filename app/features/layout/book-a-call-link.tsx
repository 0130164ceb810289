import { headerActions } from "#copy/shell";
import { site } from "#content/site";
import { formatPhone, telHref } from "../../lib/phone";

/** The "Book a call" phone link of the header and the drawer; screen readers also hear the number. */
export function BookACallLink({ className }: { className: string }) {
  return (
    <a href={telHref(site.contact.bookACallPhone)} className={className}>
      {headerActions.bookACall}
      <span className="sr-only">
        {" "}
        {headerActions.bookACallOn} {formatPhone(site.contact.bookACallPhone)}
      </span>
    </a>
  );
}
