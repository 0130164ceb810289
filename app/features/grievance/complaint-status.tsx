import type { ReactNode, Ref } from "react";
import { regulatorLinks } from "#content/regulators";
import { complaintLookupCopy as copy } from "#copy/form-words/complaint";
import { locale } from "#copy/locale";
import { grievanceLabels } from "#copy/pages/grievance";
import { ANSWERED_STATUSES, type ComplaintKind, type ComplaintStatusAnswer } from "#forms/complaint";
import { formatDate, indiaDate } from "#shared/india-dates";
import { lawNames } from "#copy/law";
import { citeLaw } from "#shared/law";
import { ExternalLink } from "../../components/ui/external-link";
import { fill } from "../../lib/fill";
import { regulatorRouteOpen } from "./regulator-route";

const link = "font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900";
const date = (isoDate: string) => formatDate(isoDate, locale.months);
const external = (href: string, text: string, className = link) => (
  <ExternalLink href={href} newTab={grievanceLabels.newTab} className={className}>
    {text}
  </ExternalLink>
);

/** Where the regulator's route leads for each kind of complaint, once its clock has run. */
const routeLinks: Record<ComplaintKind, () => ReactNode> = {
  borrower: () => external(regulatorLinks.cms, copy.routes.borrower.link, `mt-2 inline-block ${link}`),
  shareholder: () => (
    <p className="mt-2 flex flex-wrap gap-x-4">
      {external(regulatorLinks.scores, copy.routes.shareholder.link)}
      {external(regulatorLinks.smartOdr, copy.routes.shareholder.odrLink)}
    </p>
  ),
  privacy: () => null,
};

/** The line under every found complaint: where to go if not satisfied (the Ombudsman's section of this page for a borrower). */
function Unsatisfied({ kind }: { kind: ComplaintKind }) {
  return (
    <p className="mt-6 text-sm text-muted">
      {copy.unsatisfied[kind]}{" "}
      {kind === "borrower" ? (
        <a href="#ombudsman" className={link}>
          {copy.unsatisfiedLink}
        </a>
      ) : kind === "shareholder" ? (
        external(regulatorLinks.scores, copy.routes.shareholder.link)
      ) : null}
    </p>
  );
}

/**
 * A found complaint: status, dates, the last note we published, and the
 * regulator's route for its kind (always mentioned; spelled out with its
 * link once the complaint's own clock has run without a resolution, judged
 * by this browser's clock). Focus moves here when it appears, so it is read out.
 */
export function ComplaintStatusView({ answer, ref }: { answer: ComplaintStatusAnswer; ref?: Ref<HTMLElement> }) {
  const routeOpen = regulatorRouteOpen(answer.status, answer.filedAt, answer.clockDays, Date.now());
  const route = copy.routes[answer.kind];
  const rows: [string, string][] = [
    [copy.result.status, answer.inPart ? copy.rejectedInPart : copy.statuses[answer.status]],
    [copy.result.filed, date(indiaDate(answer.filedAt))],
    // Once answered, the date we promised to answer by is past news (as in the emails).
    ...(ANSWERED_STATUSES.includes(answer.status) ? [] : [[copy.result.answerBy, date(answer.answerBy)] as [string, string]]),
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
      {routeOpen ? (
        <div className="mt-6 rounded-md border-l-4 border-saffron-600 bg-saffron-100 p-4">
          <h4 className="font-semibold text-navy-900">{route.heading}</h4>
          <p className="mt-1 text-ink">{citeLaw(fill(route.text, { days: answer.clockDays }), lawNames)}</p>
          {routeLinks[answer.kind]()}
        </div>
      ) : null}
      <Unsatisfied kind={answer.kind} />
    </section>
  );
}
