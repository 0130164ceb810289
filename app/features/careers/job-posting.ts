import type { EmploymentType, Job } from "#copy/jobs";
import { footerCopy } from "#copy/shell";
import { site } from "#content/site";

const employmentType: Record<EmploymentType, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
};

/** schema.org JobPosting for one opening, in the page's language, so search engines can list it (Google for Jobs). */
export function jobPostingJsonLd(job: Job, pageUrl: string) {
  const office = site.offices.find((o) => o.id === job.office);
  const lines = office?.addressLines ?? [];
  const cityLine = lines.find((l) => /\d{6}/.test(l)) ?? "";
  const region = lines[lines.length - 1]?.split(",")[0]?.trim();
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: `<p>${job.description}</p><ul>${job.responsibilities.map((r) => `<li>${r}</li>`).join("")}</ul>`,
    identifier: { "@type": "PropertyValue", name: site.brand.legalName, value: job.id },
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59+05:30`,
    employmentType: employmentType[job.type],
    directApply: true,
    url: `${pageUrl}#job-${job.id}`,
    hiringOrganization: {
      "@type": "Organization",
      name: site.brand.legalName,
      sameAs: `${__SITE_ORIGIN__}/`,
      logo: `${__SITE_ORIGIN__}/favicon.svg`,
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: lines[0],
        addressLocality: footerCopy.offices[job.office].city,
        addressRegion: region,
        postalCode: /\d{6}/.exec(cityLine)?.[0],
        addressCountry: "IN",
      },
    },
  };
}
