// Open roles on the careers page. Each becomes a card with an 'Apply' button
// and a schema.org JobPosting for search engines; remove a role once filled
// (or let validThrough pass: the build warns about expired roles).

export type EmploymentType = "full-time" | "part-time" | "contract" | "internship";

export type Job = {
  id: string;
  title: string;
  department: string;
  /** The office's id in content/site.ts. */
  office: "mumbai" | "ahmedabad";
  type: EmploymentType;
  experience: string;
  description: string;
  responsibilities: string[];
  datePosted: string;
  validThrough: string;
};

export const jobs: Job[] = [
  {
    id: "credit-manager-mumbai",
    title: "Credit Manager – MSME Lending",
    department: "Credit",
    office: "mumbai",
    type: "full-time",
    experience: "5 to 8 years",
    description:
      "Appraise working capital and term loan proposals from MSMEs with turnover up to ₹250 Cr: read financials and bank statements, meet promoters, and write credit notes that the committee can decide on.",
    responsibilities: [
      "Underwrite proposals of ₹25 lakh to ₹5 Cr",
      "Run personal discussions and site visits",
      "Monitor the portfolio for early warning signs",
    ],
    datePosted: "2026-10-01",
    validThrough: "2027-03-31",
  },
  {
    id: "relationship-manager-ahmedabad",
    title: "Relationship Manager – Business Loans",
    department: "Sales",
    office: "ahmedabad",
    type: "full-time",
    experience: "3 to 6 years",
    description:
      "Build a book of SME borrowers across Ahmedabad and Gujarat through chartered accountants, DSAs and direct outreach, and stay the borrower's single point of contact from first call to disbursal.",
    responsibilities: [
      "Source business loan and LAP proposals",
      "Grow relationships with CAs and channel partners",
      "Coordinate documentation with credit and operations",
    ],
    datePosted: "2026-10-01",
    validThrough: "2027-03-31",
  },
  {
    id: "risk-analyst-mumbai",
    title: "Risk Analyst",
    department: "Risk",
    office: "mumbai",
    type: "full-time",
    experience: "1 to 3 years",
    description:
      "Build the portfolio dashboards and early warning models that keep our MSME book healthy, working with credit, collections and our co-lending partners.",
    responsibilities: [
      "Track vintage, bounce and roll-rate metrics",
      "Maintain scorecards and policy rule checks",
      "Prepare risk reports for the board's risk committee",
    ],
    datePosted: "2026-10-15",
    validThrough: "2027-03-31",
  },
  {
    id: "full-stack-engineer-mumbai",
    title: "Full-Stack Engineer (TypeScript)",
    department: "Technology",
    office: "mumbai",
    type: "full-time",
    experience: "2 to 5 years",
    description:
      "Build the loan origination tools, partner integrations and public website that our credit and sales teams use every day, in TypeScript, React and PostgreSQL.",
    responsibilities: [
      "Ship features end to end, with tests",
      "Integrate bureau, GST and bank statement APIs",
      "Keep borrower data secure and our systems auditable",
    ],
    datePosted: "2026-10-15",
    validThrough: "2027-03-31",
  },
];
