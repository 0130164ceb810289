import { grievance } from "#content/grievance";
import { reviewed } from "#content/law";
import { locale } from "#copy/locale";
import { complaintCopy, complaintLookupCopy } from "#copy/form-words/complaint";
import { grievanceHead, grievanceHeader } from "#copy/pages/grievance";
import { useEffect } from "react";
import { trackingLink } from "#forms/tracking-link";
import { AsOf } from "../components/ui/as-of";
import { lazyIsland } from "../components/ui/lazy-island";
import { PageHeader } from "../components/ui/page-header";
import { GrievanceLevels } from "../features/grievance/grievance-levels";
import { pageMeta } from "../features/seo/page-meta";
import { fill } from "../lib/fill";

export const meta = () => pageMeta(grievanceHead, "/grievance-redressal");

// The two forms (and zod with them) hydrate when the visitor reaches them;
// their prerendered HTML is on the page from the start.
const ComplaintSection = lazyIsland("complaint-form", () => import("../features/grievance/complaint-form"));
const TrackSection = lazyIsland("complaint-tracker", () => import("../features/grievance/complaint-tracker"));

const jump = "inline-block rounded-md bg-saffron-400 px-5 py-3 font-semibold text-navy-950 hover:bg-saffron-100";

export default function GrievanceRedressalPage() {
  // The private tracking link (#track=...) opens the tracker: bring it on screen, which loads it.
  useEffect(() => {
    if (window.location.hash.startsWith(`#${trackingLink.fragment}=`))
      document.querySelector('[data-island="complaint-tracker"]')?.scrollIntoView();
  }, []);
  return (
    <>
      <PageHeader
        title={grievanceHeader.title}
        intro={fill(grievanceHeader.intro, {
          days: grievance.clocks.borrower,
          shareholderDays: grievance.clocks.shareholder,
          privacyDays: grievance.clocks.privacy,
        })}
      >
        <AsOf date={reviewed["/grievance-redressal"]} template={locale.asOf} months={locale.months} />
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#complaint-heading" className={jump}>
            {complaintCopy.title}
          </a>
          <a href="#track-heading" className={jump}>
            {complaintLookupCopy.title}
          </a>
        </div>
      </PageHeader>
      <GrievanceLevels />
      <ComplaintSection />
      <TrackSection />
    </>
  );
}
