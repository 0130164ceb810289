import { Link } from "react-router";
import { interestRateBand } from "#content/disclosures";
import { fairLendingSection as copy } from "#copy/pages/disclosures";
import type { DocumentFolder } from "#shared/documents/tree";
import { fill } from "../../lib/fill";
import { DataTable } from "./data-table";
import { DocumentLinks } from "./document-link";
import { KfsExample } from "./kfs-example";
import { headingClass, itemClass, itemTitleClass, linkClass, sectionClass } from "./styles";
import { lawNames } from "#copy/law";
import { citeLaw } from "#shared/law";

/** Fair Practices Code (English and Hindi), interest rates and risk grades, charges, a sample KFS, KYC and grievance policies. */
export function FairLendingSection({ tree }: { tree: DocumentFolder }) {
  const rate = copy.interestRate;
  const charges = copy.charges;
  return (
    <section id="fair-lending" aria-labelledby="fair-lending-heading" className={sectionClass}>
      <h2 id="fair-lending-heading" className={headingClass}>
        {copy.heading}
      </h2>
      <div className="mt-6 space-y-6">
        <article id={copy.fairPracticesCode.id} aria-labelledby="fpc-title" className={itemClass}>
          <h3 id="fpc-title" className={itemTitleClass}>
            {copy.fairPracticesCode.title}
          </h3>
          <p className="mt-2 text-muted">{citeLaw(copy.fairPracticesCode.text, lawNames)}</p>
          <DocumentLinks tree={tree} ids={["fairPracticesCode", ["fairPracticesCodeHindi", "hi"]]} />
        </article>
        <article aria-labelledby="rates-title" className={itemClass}>
          <h3 id="rates-title" className={itemTitleClass}>
            {rate.title}
          </h3>
          <p className="mt-2 text-muted">{fill(rate.text, { min: interestRateBand.minPercent, max: interestRateBand.maxPercent })}</p>
          <p className="mt-2 text-muted">{rate.gradingIntro}</p>
          <DataTable
            id="risk-grades"
            caption={rate.gradesCaption}
            columns={[rate.gradeColumn, rate.rateColumn]}
            rows={rate.grades.map((g) => [g.grade, g.rate])}
          />
          <DocumentLinks tree={tree} ids={["interestRatePolicy"]} />
        </article>
        <article aria-labelledby="charges-title" className={itemClass}>
          <h3 id="charges-title" className={itemTitleClass}>
            {charges.title}
          </h3>
          <p className="mt-2 text-muted">{charges.text}</p>
          <DataTable
            id="charges"
            caption={charges.caption}
            columns={[charges.chargeColumn, charges.amountColumn]}
            rows={charges.rows.map((r) => [r.charge, r.amount])}
          />
          <p className="mt-3 text-sm text-muted">{citeLaw(charges.penalNote, lawNames)}</p>
          <DocumentLinks tree={tree} ids={["scheduleOfCharges"]} />
        </article>
        <article aria-labelledby="kfs-title" className={itemClass}>
          <h3 id="kfs-title" className={itemTitleClass}>
            {copy.kfs.title}
          </h3>
          <p className="mt-2 text-muted">{copy.kfs.text}</p>
          <KfsExample />
          <DocumentLinks tree={tree} ids={["sampleKfs"]} />
        </article>
        <div className="grid gap-6 md:grid-cols-2">
          <article aria-labelledby="kyc-title" className={itemClass}>
            <h3 id="kyc-title" className={itemTitleClass}>
              {copy.kyc.title}
            </h3>
            <p className="mt-2 text-muted">{copy.kyc.text}</p>
            <DocumentLinks tree={tree} ids={["kycPolicy"]} />
          </article>
          <article aria-labelledby="grievance-policy-title" className={itemClass}>
            <h3 id="grievance-policy-title" className={itemTitleClass}>
              {copy.grievance.title}
            </h3>
            <p className="mt-2 text-muted">{copy.grievance.text}</p>
            <DocumentLinks tree={tree} ids={["grievancePolicy"]} />
            <Link to="/grievance-redressal" className={`mt-3 inline-block text-sm ${linkClass}`}>
              {copy.grievance.link}
            </Link>
          </article>
        </div>
      </div>
    </section>
  );
}
