// Words around every page: header, drawer, footer, dialogs, error pages.

/** Main menu, in the order of the specification (paths are the same in every language). */
export const mainNav = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Products", to: "/product" },
  { label: "Investors", to: "/investors" },
  { label: "Lending Partners", to: "/lending-partners" },
  { label: "Career", to: "/career" },
] as const;

export const headerActions = {
  homeLink: "home",
  mainNavLabel: "Main",
  bookACall: "Book a call",
  /** Read after 'Book a call' by screen readers: "Book a call on +91 22690 01234". */
  bookACallOn: "on",
  // The customer portal is not built yet; the button opens the 'Under Working' notice.
  customerLogin: "Customer login",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menuTitle: "Menu",
  /** Accessible name of the button that opens the investor mega-menu next to the Investors link. */
  investorMenuToggle: "Investor pages",
  skipToContent: "Skip to main content",
  scrollToTop: "Scroll to top",
};

export const brandCopy = {
  tagline: "Credit that keeps Indian enterprise moving",
};

export const footerCopy = {
  about:
    "A BSE-listed non-banking financial company registered with the Reserve Bank of India, financing the working capital, equipment and growth of India's small and medium enterprises.",
  socialLabel: "Social media",
  quickLinks: "Quick links",
  /** After the main menu in 'Quick links': pages of this site ("/privacy") or addresses elsewhere. */
  moreLinks: [
    { label: "Grievance Redressal", to: "/grievance-redressal" },
    { label: "Regulatory Disclosures", to: "/disclosures" },
    { label: "Fair Practices Code", to: "/disclosures#fair-practices-code" },
    // content/regulators.ts has the same address; written out here because this file travels with every page.
    { label: "SEBI SMART ODR", to: "https://smartodr.in" },
    { label: "Privacy notice", to: "/privacy" },
    { label: "Accessibility statement", to: "/accessibility" },
    { label: "Your data", to: "/privacy/your-data" },
  ],
  contactUs: "Contact us",
  ourOffices: "Our offices",
  /** "{city}" is replaced with the office's city. */
  viewOnMap: "View {city} office on map",
  newTab: "(opens in a new tab)",
  phoneLabels: { corporate: "Corporate office", ahmedabad: "Ahmedabad branch" },
  emailLabels: { general: "General enquiries", investors: "Investor relations" },
  offices: {
    mumbai: { city: "Mumbai", label: "Registered & Corporate Office" },
    ahmedabad: { city: "Ahmedabad", label: "Branch Office" },
  },
  newsletterHeading: "Stay informed",
  newsletterText: "Quarterly notes on MSME credit, new products and investor updates. No spam; unsubscribe any time on the Your data page.",
  disclaimer:
    "Loans are at the sole discretion of the company, subject to credit appraisal and documentation. Interest rates and charges are as per the company's policy.",
  /** The company's registration line at the very bottom ("{rbi}": its RBI certificate of registration number). */
  legalLine: "© {legalName}. CIN: {cin}. BSE scrip code: {bse}. RBI certificate of registration no.: {rbi}.",
};

/** docs/requirements.md#global-elements, exactly. */
export const underWorkingCopy = {
  heading: "Under Working",
  lines: ["This section is currently under development.", "Please check back soon!"],
  close: "Close",
};

/** What the page shows when it cannot render (the 404 page has its own copy in pages/not-found.ts). */
export const errorPageCopy = {
  notFoundTitle: "Page not found",
  notFoundText: "The page you asked for does not exist.",
  errorTitle: "Something went wrong",
  errorText: "This page could not be shown. Please reload, or go back to the home page.",
  homeLink: "Go to the home page",
};
