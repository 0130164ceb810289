import { formsCopy } from "#copy/form-words/common";
import { partnersCopy, type Partner } from "#copy/partners";
import { Dialog } from "../../components/ui/dialog";
import { Picture } from "../../components/ui/picture";
import { formatPhone, telHref } from "../../lib/phone";

const facts = [
  "category",
  "loanRange",
  "processingTime",
  "interestRate",
  "eligibility",
  "established",
  "totalDisbursed",
  "activeLoans",
] as const;

/** The partner detail dialog of docs/requirements.md#lending-partners (the original defined it but never opened it): every Partner field. */
export function PartnerDetails({ partner, onClose }: { partner: Partner | null; onClose: () => void }) {
  const labels = partnersCopy.detail.labels;
  return (
    <Dialog
      open={partner !== null}
      onClose={onClose}
      labelledBy="partner-details-title"
      className="m-auto w-[min(94vw,48rem)] rounded-xl p-0 shadow-2xl"
    >
      {partner ? (
        <div className="max-h-[85dvh] overflow-y-auto p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div className="flex items-center gap-4">
              <Picture name={partner.logo} alt="" sizes="160px" imgClassName="h-auto w-32" />
              <h2 id="partner-details-title" lang="en" className="text-2xl font-bold text-navy-900">
                {partner.name}
              </h2>
            </div>
            <button type="button" onClick={onClose} aria-label={formsCopy.close} className="rounded-md p-2 text-navy-900 hover:bg-navy-50">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <h3 className="mt-6 font-semibold text-navy-900">{partnersCopy.detail.about}</h3>
          <p className="mt-2 text-muted">{partner.description}</p>
          <h3 className="mt-6 font-semibold text-navy-900">{partnersCopy.detail.keyFacts}</h3>
          <dl className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {facts.map((f) => (
              <div key={f}>
                <dt className="text-sm text-muted">{labels[f]}</dt>
                <dd className="font-medium text-ink">{partner[f]}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            <div>
              <h3 className="font-semibold text-navy-900">{partnersCopy.detail.specialties}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {partner.specialties.map((s) => (
                  <li key={s} className="rounded-full bg-navy-50 px-3 py-1 text-sm text-navy-900">
                    {s}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold text-navy-900">{partnersCopy.detail.features}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
                {partner.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </div>
          </div>
          <h3 className="mt-6 font-semibold text-navy-900">{partnersCopy.detail.contact}</h3>
          <dl className="mt-2 grid gap-3 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-muted">{labels.contactEmail}</dt>
              <dd>
                <a href={`mailto:${partner.contactEmail}`} className="text-navy-700 underline underline-offset-2">
                  {partner.contactEmail}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{labels.contactPhone}</dt>
              <dd>
                <a href={telHref(partner.contactPhone)} className="text-navy-700 underline underline-offset-2">
                  {formatPhone(partner.contactPhone)}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{labels.website}</dt>
              <dd>
                <a
                  href={partner.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all text-navy-700 underline underline-offset-2"
                >
                  {partner.website.replace(/^https?:\/\//, "")}
                  <span className="sr-only"> {partnersCopy.newTab}</span>
                </a>
              </dd>
            </div>
          </dl>
        </div>
      ) : null}
    </Dialog>
  );
}
