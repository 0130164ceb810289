import { partnersCopy as copy, type Partner } from "#copy/partners";
import { Picture } from "../../components/ui/picture";
import { fill } from "../../lib/fill";

/** One partner: logo, summary, the detail dialog and an external link to its site. */
export function PartnerCard({ partner, onDetails }: { partner: Partner; onDetails: () => void }) {
  return (
    <article
      className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby={`partner-${partner.id}-name`}
    >
      <Picture name={partner.logo} alt="" sizes="160px" imgClassName="h-auto w-40" />
      <h3 id={`partner-${partner.id}-name`} lang="en" className="mt-4 text-lg font-semibold text-navy-900">
        {partner.name}
      </h3>
      <p className="text-sm font-medium text-saffron-600">{partner.category}</p>
      <p className="mt-3 flex-1 text-muted">{partner.shortDescription}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onDetails}
          className="rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
        >
          {copy.viewDetails}
          <span className="sr-only">: {partner.name}</span>
        </button>
        <a
          href={partner.website}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-md border border-navy-900 px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-navy-50"
        >
          {copy.visitWebsite}
          <span className="sr-only">
            {fill(copy.websiteOf, { name: partner.name })} {copy.newTab}
          </span>
        </a>
      </div>
    </article>
  );
}
