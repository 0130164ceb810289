// The investor mega-menu (spec section 2): three columns of the spec's
// sub-paths. `folder` names the document-library folder a link opens; an item
// without one opens the 'Under Working' notice, because the company has no
// such documents yet. Typed sub-path URLs are redirected by the server
// (server/routes/documents.ts) to the same folder.
export type InvestorMenuItem = {
  label: string;
  /** The spec's sub-path, e.g. /investors/annual-reports. */
  path: string;
  /** Folder path (display names) in the document library. */
  folder?: readonly string[];
  children?: readonly InvestorMenuItem[];
};

export type InvestorMenuGroup = { title: string; items: readonly InvestorMenuItem[] };

export const investorMenu: readonly InvestorMenuGroup[] = [
  {
    title: "Corporate Governance",
    items: [
      { label: "Board & Committees", path: "/investors/board-committee" },
      { label: "Board Meetings", path: "/investors/board-meeting", folder: ["Notice of Board Meeting"] },
      { label: "Annual Reports", path: "/investors/annual-reports", folder: ["Annual Report"] },
      { label: "Secretarial Compliance", path: "/investors/secretarial-compliance" },
      { label: "Information Memorandum", path: "/investors/information-memo" },
      { label: "Investor Support", path: "/investors/investor-support", folder: ["Investor Support"] },
      { label: "Constitutional Documents", path: "/investors/constitutional-docs", folder: ["Constitutional Documents"] },
    ],
  },
  {
    title: "Financial Information",
    items: [
      {
        label: "Financial Results",
        path: "/investors/financial-results",
        folder: ["Financial Result"],
        children: [
          { label: "Quarterly Results", path: "/investors/financial-results/quarterly-results", folder: ["Financial Result"] },
          { label: "Annual Results", path: "/investors/financial-results/annual-results", folder: ["Annual Report"] },
          { label: "Interim Results", path: "/investors/financial-results/interim-results" },
        ],
      },
      {
        label: "Corporate Announcements",
        path: "/investors/corporate-announcements",
        folder: ["Corporate Announcements"],
        children: [
          { label: "Press Releases", path: "/investors/corporate-announcements/press-releases" },
          {
            label: "Stock Exchange Filings",
            path: "/investors/corporate-announcements/stock-exchange",
            folder: ["Corporate Announcements", "Regulation 30 Disclosures"],
          },
          { label: "Regulatory Updates", path: "/investors/corporate-announcements/regulatory-updates", folder: ["Intimations/Disclosures"] },
        ],
      },
      { label: "General Meetings", path: "/investors/general-meeting", folder: ["AGM-EGM-Postal Ballot"] },
    ],
  },
  {
    title: "Investor Services",
    items: [
      {
        label: "Downloads",
        path: "/investors/download",
        folder: ["Downloads"],
        children: [
          { label: "Annual Reports", path: "/investors/download/annual-reports", folder: ["Annual Report"] },
          { label: "Financial Statements", path: "/investors/download/financial-statements", folder: ["Financial Result"] },
          { label: "Presentations", path: "/investors/download/presentations" },
        ],
      },
      { label: "Shareholding Pattern", path: "/investors/shareholding-pattern", folder: ["Shareholding Pattern"] },
      { label: "Credit Rating", path: "/investors/credit-rating" },
      { label: "Policies & Statutory", path: "/investors/policies-statutory", folder: ["Policies"] },
      {
        label: "Dividend",
        path: "/investors/dividend",
        children: [
          { label: "Dividend History", path: "/investors/dividend/history" },
          { label: "Dividend Policy", path: "/investors/dividend/policy", folder: ["Policies"] },
          { label: "Dividend Calendar", path: "/investors/dividend/calendar" },
        ],
      },
      { label: "Secretarial Audit", path: "/investors/secretarial-audit", folder: ["Secretarial Audit Report"] },
    ],
  },
];

/** Every item, sub-items included. */
export function allInvestorMenuItems(): InvestorMenuItem[] {
  return investorMenu.flatMap((g) => g.items.flatMap((i) => [i, ...(i.children ?? [])]));
}
