// Copy of the home page's sections below the first screen. It is kept apart
// from home.ts so that it loads with those sections, after the first paint
// (see app/components/ui/lazy-island.tsx).

export const homeMission = {
  eyebrow: "Our mission",
  heading: "Financing tailored to how your business runs",
  text: "We lend to India's micro, small and medium enterprises on terms that follow their cash cycle: business loans for expansion, working capital for the daily run of operations, invoice financing for long payment cycles and equipment funding for capacity.",
  cards: [
    {
      title: "Business Loans",
      text: "Secured and unsecured term loans up to ₹5 Cr, with tenure from 12 to 48 months and flexible repayment that matches your receipts.",
    },
    {
      title: "Invoice Financing",
      text: "Receivables-backed funding for businesses with long payment cycles, so approved invoices turn into cash before the buyer pays.",
    },
    {
      title: "Equipment & Capex Finance",
      text: "Funding for machinery, tools and plant upgrades, repaid from the extra output the new capacity produces.",
    },
  ],
};

export const homeGrowth = {
  eyebrow: "Next-generation enterprises",
  heading: "Credit for the businesses building India's next decade",
  text: "A new generation of MSMEs sells online, exports early, files GST returns every month and runs its books on the cloud. We assess them on that data, not only on collateral, so a sound business with a short history can still borrow.",
  points: [
    { title: "Cash-flow based appraisal", text: "GST returns, bank statements and receivables weigh as much as property papers." },
    { title: "Digital documentation", text: "KYC, sanction and agreements are completed online wherever the law allows." },
    { title: "Limits that grow with you", text: "Facilities are reviewed as turnover grows, so credit keeps pace with orders." },
  ],
};

export const homeAbout = {
  eyebrow: "About us",
  heading: "Bankers who have financed MSMEs for over a century, together",
  text: "Our leadership brings over 100 years of combined experience in SME credit, risk and treasury from India's leading banks and NBFCs. That experience lets us say yes quickly to good businesses, and explain clearly when and why we cannot.",
  stat: { value: "100+", label: "years of combined leadership experience" },
  image: { name: "about-team", alt: "Illustration of three leaders seated together at a table" },
  link: { label: "Meet our leadership", to: "/about" },
} as const;

export const homeWhomWeServe = {
  heading: "Whom We Serve",
  intro: "We focus on small and mid-sized enterprises and the promoters who run them.",
  segments: [
    {
      title: "Emerging businesses",
      text: "Enterprises with annual turnover up to ₹1000 Cr that have outgrown informal credit but are under-served by large banks.",
    },
    {
      title: "MSMEs across sectors",
      text: "Manufacturing, services, wholesale trade and direct-to-consumer (D2C) brands, each assessed on its own cash cycle.",
    },
    {
      title: "Growth-focused promoters",
      text: "Founders and promoters who are adding capacity, entering new markets or taking on larger orders.",
    },
  ],
};

export const homeTagline = {
  label: "What we stand for",
  pause: "Pause rotating taglines",
  play: "Play rotating taglines",
  phrases: [
    "Credit that follows your cash cycle",
    "Decisions in days, not months",
    "Working capital when orders arrive",
    "Fair terms, clearly explained",
    "Built for Bharat's enterprises",
    "A lender that knows your business",
  ],
};

export const homeProducts = {
  heading: "Our Products",
  intro: "From day-to-day working capital to long-term growth capital.",
  cards: [
    { title: "Working Capital", text: "Purchase finance, work order finance, invoice discounting and supply chain finance." },
    { title: "Term Loans", text: "Business loans, machinery finance and loans against property for planned investment." },
    { title: "Growth Capital", text: "Structured funding for corporates expanding capacity, markets or product lines." },
    { title: "Margin Funding", text: "Funding against eligible securities, with clear margins and transparent pricing." },
  ],
  link: { label: "Explore all products", to: "/product" },
} as const;

export const homeAdvantages = {
  heading: "The Udyamitra Advantage",
  items: [
    {
      title: "Exclusively SME-focused",
      text: "Small and medium enterprises are our only business. Our credit team understands seasonal sales, GST cycles and delayed buyer payments.",
    },
    {
      title: "Flexible structures",
      text: "Tenure, repayment frequency and security are shaped around your cash flows: monthly EMIs, bullet repayments or drawdown limits.",
    },
    {
      title: "Quick turnarounds",
      text: "A complete application receives an in-principle decision within days, with one relationship manager from enquiry to disbursal.",
    },
    {
      title: "Risk-aligned lending",
      text: "Pricing reflects your actual risk: clean GST filings, healthy banking and a good CIBIL score earn better terms.",
    },
    {
      title: "Relationship-centric approach",
      text: "We lend for the long run. Renewals and top-ups are quicker because we already know your business.",
    },
  ],
};
