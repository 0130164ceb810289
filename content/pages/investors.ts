import type { PageHead } from "../schema";

export const investorsHead: PageHead = {
  title: "Investor Relations | Udyamitra Finance",
  description:
    "Annual reports, financial results, shareholding patterns, board meeting notices, policies and other disclosures of Udyamitra Finance Limited.",
  socialImage: "og-default",
};

export const investorsHeader = {
  title: "Investor Relations",
  subtitle: "Access our latest reports, financial statements and press releases.",
};
