import type { PageHead } from "../schema";

export const homeHead: PageHead = {
  title: "Udyamitra Finance | Business Loans & MSME Finance in India",
  description:
    "BSE-listed NBFC financing India's MSMEs: business loans up to ₹5 Cr, working capital, invoice financing and equipment finance with quick turnarounds.",
  socialImage: "og-default",
};

export const homeHero = {
  headline: "Empowering MSME Growth & Enabling Trust",
  paragraph:
    "Strategic guidance and actionable insights for growing businesses, backed by credit that is structured around how your enterprise actually earns: from working capital to machinery, from invoices to expansion.",
};
