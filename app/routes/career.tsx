import { jobs } from "#copy/jobs";
import { careerHead, careerHeader } from "#copy/pages/career";
import { PageHeader } from "../components/ui/page-header";
import { BenefitCards } from "../features/careers/benefit-cards";
import { jobPostingJsonLd } from "../features/careers/job-posting";
import { OpeningsSection } from "../features/careers/openings-section";
import { absoluteUrl, pageMeta } from "../features/seo/page-meta";

export const meta = () => [
  ...pageMeta(careerHead, "/career"),
  ...jobs.map((job) => ({ "script:ld+json": jobPostingJsonLd(job, absoluteUrl("/career")) })),
];

export default function CareerPage() {
  return (
    <>
      <PageHeader title={careerHeader.title} intro={careerHeader.intro} />
      <BenefitCards />
      <OpeningsSection />
    </>
  );
}
