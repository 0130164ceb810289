import { investorSection as copy } from "#copy/pages/disclosures";
import type { DocumentFolder } from "#shared/documents/tree";
import { InvestorGrievance } from "./investor-grievance";
import { Regulation46Index } from "./regulation-46-index";
import { headingClass, sectionClass } from "./styles";

/** For shareholders: their grievance contact, SEBI SMART ODR, and the Regulation 46 index. */
export function InvestorSection({ tree }: { tree: DocumentFolder }) {
  return (
    <section id={copy.id} aria-labelledby="investors-heading" className={sectionClass}>
      <h2 id="investors-heading" className={headingClass}>
        {copy.heading}
      </h2>
      <div className="mt-6 space-y-10">
        <InvestorGrievance />
        <Regulation46Index tree={tree} />
      </div>
    </section>
  );
}
