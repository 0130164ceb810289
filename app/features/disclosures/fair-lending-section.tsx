import { Link } from "react-router";
import { interestRateBand } from "#content/disclosures";
import { fairLendingSection as copy } from "#copy/pages/disclosures";
import type { DocumentFolder } from "#shared/documents/tree";
import { fill } from "../../lib/fill";
import { DataTable } from "./data-table";
import { DisclosureItem } from "./disclosure-item";
import { DisclosureSection } from "./disclosure-section";
import { DocumentLinks } from "./document-link";
import { KfsExample } from "./kfs-example";
import { linkClass } from "./styles";
import { lawNames } from "#copy/law";
import { citeLaw } from "#shared/law";

/** Fair Practices Code (English and Hindi), interest rates and risk grades, charges, a sample KFS, KYC and grievance policies. */
export function FairLendingSection({ tree }: { tree: DocumentFolder }) {
  const rate = copy.interestRate;
  const charges = copy.charges;
  return (
    <DisclosureSection id="fair-lending" headingId="fair-lending-heading" heading={copy.heading}>
      <div className="mt-6 space-y-6">
        <DisclosureItem
          id={copy.fairPracticesCode.id}
          titleId="fpc-title"
          title={copy.fairPracticesCode.title}
          text={citeLaw(copy.fairPracticesCode.text, lawNames)}
        >
          <DocumentLinks tree={tree} ids={["fairPracticesCode", ["fairPracticesCodeHindi", "hi"]]} />
        </DisclosureItem>
        <DisclosureItem
          titleId="rates-title"
          title={rate.title}
          text={fill(rate.text, { min: interestRateBand.minPercent, max: interestRateBand.maxPercent })}
        >
          <p className="mt-2 text-muted">{rate.gradingIntro}</p>
          <DataTable
            id="risk-grades"
            caption={rate.gradesCaption}
            columns={[rate.gradeColumn, rate.rateColumn]}
            rows={rate.grades.map((g) => [g.grade, g.rate])}
          />
          <DocumentLinks tree={tree} ids={["interestRatePolicy"]} />
        </DisclosureItem>
        <DisclosureItem titleId="charges-title" title={charges.title} text={charges.text}>
          <DataTable
            id="charges"
            caption={charges.caption}
            columns={[charges.chargeColumn, charges.amountColumn]}
            rows={charges.rows.map((r) => [r.charge, r.amount])}
          />
          <p className="mt-3 text-sm text-muted">{citeLaw(charges.penalNote, lawNames)}</p>
          <DocumentLinks tree={tree} ids={["scheduleOfCharges"]} />
        </DisclosureItem>
        <DisclosureItem titleId="kfs-title" title={copy.kfs.title} text={copy.kfs.text}>
          <KfsExample />
          <DocumentLinks tree={tree} ids={["sampleKfs"]} />
        </DisclosureItem>
        <div className="grid gap-6 md:grid-cols-2">
          <DisclosureItem titleId="kyc-title" title={copy.kyc.title} text={copy.kyc.text}>
            <DocumentLinks tree={tree} ids={["kycPolicy"]} />
          </DisclosureItem>
          <DisclosureItem titleId="grievance-policy-title" title={copy.grievance.title} text={copy.grievance.text}>
            <DocumentLinks tree={tree} ids={["grievancePolicy"]} />
            <Link to="/grievance-redressal" className={`mt-3 inline-block text-sm ${linkClass}`}>
              {copy.grievance.link}
            </Link>
          </DisclosureItem>
        </div>
      </div>
    </DisclosureSection>
  );
}
