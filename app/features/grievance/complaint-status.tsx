import type { Ref } from "react";
import { regulatorLinks } from "#content/regulators";
import { grievance } from "#content/grievance";
import { complaintLookupCopy as copy } from "#copy/form-words/complaint";
import { locale } from "#copy/locale";
import { grievanceLabels } from "#copy/pages/grievance";
import type { ComplaintStatusAnswer } from "#forms/complaint";
import { formatDate, indiaDate } from "#shared/india-dates";
import { ExternalLink } from "../../components/ui/external-link";
import { fill } from "../../lib/fill";
import { ombudsmanRouteOpen } from "./ombudsman";

const link = "font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900";
const date = (isoDate: string) => formatDate(isoDate, locale.months);

/**
 * A found complaint: status, dates, the last note we published, and the way to
 * the RBI Ombudsman (always mentioned; spelled out with the CMS link once 30
 * days have passed without a resolution, judged by this browser's clock).
 * Focus moves here when it appears, so it is read out.
 */
export function ComplaintStatusView({ answer, ref }: { answer: ComplaintStatusAnswer; ref?: Ref<HTMLElement> }) {
  const ombudsmanOpen = ombudsmanRouteOpen(answer.status, answer.filedAt, Date.now());
  const rows: [string, string][] = [
    [copy.result.status, copy.statuses[answer.status]],
    [copy.result.filed, date(indiaDate(answer.filedAt))],
    [copy.result.answerBy, date(answer.answerBy)],
    [copy.result.updated, date(indiaDate(answer.updatedAt))],
  ];
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="track-result-heading"
      className="rounded-xl border border-navy-100 bg-white p-6 focus:outline-none"
      data-testid="complaint-status"
    >
      <h3 id="track-result-heading" className="text-xl font-semibold text-navy-900">
        {fill(copy.result.heading, { reference: answer.reference })}
      </h3>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {answer.note ? (
        <div className="mt-4">
          <p className="text-muted">{copy.result.note}</p>
          <p className="mt-1 whitespace-pre-line rounded-md bg-navy-50 p-3 text-ink">{answer.note}</p>
        </div>
      ) : null}
      {ombudsmanOpen ? (
        <div className="mt-6 rounded-md border-l-4 border-saffron-600 bg-saffron-100 p-4">
          <h4 className="font-semibold text-navy-900">{copy.ombudsman.heading}</h4>
          <p className="mt-1 text-ink">{fill(copy.ombudsman.text, { days: grievance.ombudsmanAfterDays })}</p>
          <ExternalLink href={regulatorLinks.cms} newTab={grievanceLabels.newTab} className={`mt-2 inline-block ${link}`}>
            {copy.ombudsman.link}
          </ExternalLink>
        </div>
      ) : null}
      <p className="mt-6 text-sm text-muted">
        {copy.unsatisfied}{" "}
        <a href="#ombudsman" className={link}>
          {copy.unsatisfiedLink}
        </a>
      </p>
    </section>
  );
}
