import type { PageHead } from "#content/schema";

export const productHead: PageHead = {
  title: "Products | SME & Corporate Financing | Udyamitra Finance",
  description:
    "Working capital, term loans, machinery finance, loan against property, growth capital and margin funding for Indian SMEs and corporates.",
  socialImage: "og-default",
};

export const productHeader = {
  title: "Our Products",
  intro: "Financing built around the cash cycle of your business, from day-to-day working capital to long-term growth.",
};

export const productBanner = {
  image: "product-hero",
  alt: "Illustration of a gold rupee coin rising between city office towers",
} as const;

/** Read by screen readers before a section's number: "Section 01". */
export const productSectionLabel = "Section";

export type ServiceIcon = "cart" | "clipboard" | "invoice" | "chain" | "briefcase" | "gear" | "building" | "trending" | "scale";

export const productSections = [
  {
    sectionNumber: "01",
    sectionTitle: "SME Financing",
    backgroundText: "SME",
    intro: "Short-term and term credit for small and medium enterprises, structured around the business's own cash cycle.",
    groups: [
      {
        title: "Working Capital",
        services: [
          {
            icon: "cart",
            title: "Purchase Finance",
            description: "Pay suppliers for raw material and stock on time, and repay when your goods are sold.",
          },
          {
            icon: "clipboard",
            title: "Work Order Finance",
            description: "Funds to execute confirmed work orders from government bodies and large corporates.",
          },
          {
            icon: "invoice",
            title: "Invoice Discounting",
            description: "Turn accepted invoices into cash now instead of waiting 60 to 120 days for the buyer.",
          },
          {
            icon: "chain",
            title: "Supply Chain Finance",
            description: "Credit for dealers and vendors of large anchor companies, priced on the anchor's strength.",
          },
        ],
      },
      {
        title: "Term Loans",
        services: [
          {
            icon: "briefcase",
            title: "Business Loan",
            description: "Secured and unsecured loans up to ₹5 Cr for 12 to 48 months, for expansion or any business need.",
          },
          { icon: "gear", title: "Machinery Finance", description: "Buy new or refurbished machinery and repay from the output it adds." },
          {
            icon: "building",
            title: "Loan Against Property",
            description: "Longer-tenure funds against residential, commercial or industrial property.",
          },
        ],
      },
    ],
  },
  {
    sectionNumber: "02",
    sectionTitle: "Corporate Financing",
    backgroundText: "CORPORATE",
    intro: "Structured funding for established companies that are growing or managing their capital markets positions.",
    groups: [
      {
        title: "Corporate Financing",
        services: [
          {
            icon: "trending",
            title: "Growth Capital",
            description: "Funding for capacity expansion, acquisitions or entry into new markets, structured to your projections.",
          },
          {
            icon: "scale",
            title: "Margin Funding",
            description: "Finance against eligible listed securities, with clear margin requirements and transparent pricing.",
          },
        ],
      },
    ],
  },
] as const satisfies readonly {
  sectionNumber: string;
  sectionTitle: string;
  backgroundText: string;
  intro: string;
  groups: readonly { title: string; services: readonly { icon: ServiceIcon; title: string; description: string }[] }[];
}[];

/** The EMI calculator's limits and words. Amounts are in rupees. */
export const emiCalculator = {
  heading: "Business loan EMI calculator",
  intro: "Estimate your monthly instalment on a reducing-balance loan. The rate you are offered depends on our credit assessment.",
  limits: {
    amount: { min: 100_000, max: 50_000_000, step: 10_000, initial: 1_000_000 },
    tenure: { min: 12, max: 48, step: 1, initial: 24 },
    rate: { min: 8, max: 36, step: 0.05, initial: 16 },
  },
  labels: {
    amount: "Loan amount (₹)",
    tenure: "Tenure (months)",
    rate: "Interest rate (% per year)",
    emi: "Monthly EMI",
    totalInterest: "Total interest",
    totalPayable: "Total payable",
    schedule: "Month-by-month repayment schedule",
    download: "Download schedule (CSV)",
    month: "Month",
    opening: "Opening balance",
    payment: "EMI",
    interest: "Interest",
    principal: "Principal",
    closing: "Closing balance",
  },
  /** Each field's limits under it: "₹1,00,000 to ₹5,00,00,000". */
  range: "{min} to {max}",
  /** {min} and {max} are replaced with the formatted limits. */
  messages: {
    amount: "Enter a loan amount from {min} to {max}.",
    tenure: "Enter a tenure from {min} to {max} months, in whole months.",
    rate: "Enter an interest rate from {min}% to {max}% per year.",
    invalid: "Correct the highlighted field to see your EMI.",
  },
  csvFileName: "emi-schedule.csv",
  disclaimer: "Illustrative only; not an offer of credit. Figures are rounded to the paisa and the last instalment absorbs the rounding.",
};
