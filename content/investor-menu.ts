// The investor mega-menu (docs/requirements.md#global-elements): three columns of the
// investor sub-paths (docs/requirements.md#pages-and-routes), the same in every language (their words are in
// content/<lang>/investor-menu-labels.ts). `folder` names the document-library folder a link opens; an item
// without one opens the 'Under Working' notice, because the company has no
// such documents yet. Typed sub-path URLs are redirected by the server
// (server/routes/documents.ts) to the same folder.
/** The spec's sub-paths: each has a label in every language (a missing one fails the type check). */
export type InvestorMenuItem = {
  /** The spec's sub-path, e.g. /investors/annual-reports (its label, per language, is in content/<lang>/investor-menu-labels.ts). */
  path: string;
  /** Folder path (display names) in the document library. */
  folder?: readonly string[];
  children?: readonly InvestorMenuItem[];
};

type InvestorMenuGroup = { id: "governance" | "financial" | "services"; items: readonly InvestorMenuItem[] };

export const investorMenu: readonly InvestorMenuGroup[] = [
  {
    id: "governance",
    items: [
      { path: "/investors/board-committee" },
      { path: "/investors/board-meeting", folder: ["Notice of Board Meeting"] },
      { path: "/investors/annual-reports", folder: ["Annual Report"] },
      { path: "/investors/secretarial-compliance" },
      { path: "/investors/information-memo" },
      { path: "/investors/investor-support", folder: ["Investor Support"] },
      { path: "/investors/constitutional-docs", folder: ["Constitutional Documents"] },
    ],
  },
  {
    id: "financial",
    items: [
      {
        path: "/investors/financial-results",
        folder: ["Financial Result"],
        children: [
          { path: "/investors/financial-results/quarterly-results", folder: ["Financial Result"] },
          { path: "/investors/financial-results/annual-results", folder: ["Annual Report"] },
          { path: "/investors/financial-results/interim-results" },
        ],
      },
      {
        path: "/investors/corporate-announcements",
        folder: ["Corporate Announcements"],
        children: [
          { path: "/investors/corporate-announcements/press-releases" },
          {
            path: "/investors/corporate-announcements/stock-exchange",
            folder: ["Corporate Announcements", "Regulation 30 Disclosures"],
          },
          { path: "/investors/corporate-announcements/regulatory-updates", folder: ["Intimations/Disclosures"] },
        ],
      },
      { path: "/investors/general-meeting", folder: ["AGM-EGM-Postal Ballot"] },
    ],
  },
  {
    id: "services",
    items: [
      {
        path: "/investors/download",
        folder: ["Downloads"],
        children: [
          { path: "/investors/download/annual-reports", folder: ["Annual Report"] },
          { path: "/investors/download/financial-statements", folder: ["Financial Result"] },
          { path: "/investors/download/presentations" },
        ],
      },
      { path: "/investors/shareholding-pattern", folder: ["Shareholding Pattern"] },
      { path: "/investors/credit-rating" },
      { path: "/investors/policies-statutory", folder: ["Policies"] },
      {
        path: "/investors/dividend",
        children: [
          { path: "/investors/dividend/history" },
          { path: "/investors/dividend/policy", folder: ["Policies"] },
          { path: "/investors/dividend/calendar" },
        ],
      },
      { path: "/investors/secretarial-audit", folder: ["Secretarial Audit Report"] },
    ],
  },
];

/** Every item, sub-items included. */
export function allInvestorMenuItems(): InvestorMenuItem[] {
  return investorMenu.flatMap((g) => g.items.flatMap((i) => [i, ...(i.children ?? [])]));
}
