import { grievance } from "#content/grievance";
import { accessibilityHelp as help, accessibilitySections as sections } from "#copy/pages/accessibility";
import { lawNames } from "#copy/law";
import { citeLaw } from "#shared/law";
import { Link } from "react-router";
import { fill } from "../../lib/fill";
import { formatPhone, telHref } from "../../lib/phone";

const link = "font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900";
/** Copy with its instruments named ({law:id}) and a borrower's complaint clock in place of {days}. */
const words = (text: string) => citeLaw(fill(text, { days: grievance.clocks.borrower }), lawNames);

/** How to reach us: the accessibility complaint on the grievance page, and customer care by phone or email. */
function Help() {
  const care = grievance.customerCare;
  return (
    <div className="mt-4 rounded-xl border border-navy-100 bg-navy-50 p-6">
      <Link to="/grievance-redressal#complaint-heading" className={link}>
        {help.complaintLink}
      </Link>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-muted">{help.phone}</dt>
        <dd>
          <a href={telHref(care.phone)} className={link}>
            {formatPhone(care.phone)}
          </a>
        </dd>
        <dt className="text-muted">{help.email}</dt>
        <dd>
          <a href={`mailto:${care.email}`} className={link}>
            {care.email}
          </a>
        </dd>
      </dl>
    </div>
  );
}

/** The accessibility statement's body: one section per part, the last with the ways to ask for help. */
export function AccessibilityStatement() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      {sections.map((s) => (
        <section key={s.id} aria-labelledby={`accessibility-${s.id}`} className="mt-10 first:mt-0">
          <h2 id={`accessibility-${s.id}`} className="text-2xl font-bold text-navy-900">
            {s.heading}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-3 text-ink">
              {words(p)}
            </p>
          ))}
          {s.list ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 text-ink">
              {s.list.map((item) => (
                <li key={item}>{words(item)}</li>
              ))}
            </ul>
          ) : null}
          {s.after ? <p className="mt-3 text-ink">{words(s.after)}</p> : null}
          {s.id === "help" ? <Help /> : null}
        </section>
      ))}
    </div>
  );
}
