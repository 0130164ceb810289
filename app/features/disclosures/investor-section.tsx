import { investorSection as copy } from "#copy/pages/disclosures";
import type { DocumentFolder } from "#shared/documents/tree";
import { DisclosureSection } from "./disclosure-section";
import { InvestorGrievance } from "./investor-grievance";
import { Regulation46Index } from "./regulation-46-index";

/** For shareholders: their grievance contact, SEBI SMART ODR, and the Regulation 46 index. */
export function InvestorSection({ tree }: { tree: DocumentFolder }) {
  return (
    <DisclosureSection id={copy.id} headingId="investors-heading" heading={copy.heading}>
      <div className="mt-6 space-y-10">
        <InvestorGrievance />
        <Regulation46Index tree={tree} />
      </div>
    </DisclosureSection>
  );
}
