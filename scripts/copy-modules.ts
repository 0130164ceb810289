// The pieces of one language's copy and the file under content/<lang>/ each
// is in: the same for every language. The generator (scripts/copy-index.ts)
// imports each file for every language in shared/locales.ts, so a new copy
// file is listed here once, never once per language.

export type ModuleTree = { readonly [key: string]: string | ModuleTree };

/** What the server answers with: every form's words (its 422 messages among them). */
export const FORM_COPY_MODULES = {
  common: "form-words/common",
  complaint: "form-words/complaint",
  jobApplication: "form-words/job-application",
  loanEnquiry: "form-words/loan-enquiry",
  newsletter: "form-words/newsletter",
  partnerEnquiry: "form-words/partner-enquiry",
  privacyRequest: "form-words/privacy-request",
  // The investor alerts' sign-up, and the words of its emails and pages.
  investorAlerts: "form-words/investor-alerts",
  // Not a form's words but the server's: the emails the "Your data" requests send.
  privacyEmails: "privacy-emails",
  // The month names the server's emails write dates with.
  locale: "locale",
  // The investor library's feed titles and the page a withdrawn document's address answers.
  investors: "pages/investors",
  // The names of the law that pages and emails cite (content/law.ts ids: shared/law.ts).
  law: "law",
} as const satisfies ModuleTree;

/** Everything a language's site says: the build checks each language's bundle against the reference one. */
export const COPY_MODULES = {
  shell: "shell",
  locale: "locale",
  investorMenu: "investor-menu-labels",
  jobs: "jobs",
  partners: "partners",
  privacyNotice: "privacy-notice",
  pages: {
    about: "pages/about",
    accessibility: "pages/accessibility",
    career: "pages/career",
    disclosures: "pages/disclosures",
    grievance: "pages/grievance",
    home: "pages/home",
    homeRegulatory: "pages/home-regulatory",
    homeSections: "pages/home-sections",
    investors: "pages/investors",
    lendingPartners: "pages/lending-partners",
    notFound: "pages/not-found",
    privacy: "pages/privacy",
    product: "pages/product",
    yourData: "pages/your-data",
  },
  forms: FORM_COPY_MODULES,
} as const satisfies ModuleTree;

/** The file each translated language keeps its Latin-letter names and terms in (scripts/translation-check.ts). */
export const ALLOWED_LATIN_MODULE = "allowed-latin";
