// Every language's copy, gathered for the build's checks. Typing the Hindi
// bundle as the English one's shape makes a missing or misshapen translation
// a type error; validate-content.ts then checks the values.
import * as enShell from "#content/en/shell";
import * as enLocale from "#content/en/locale";
import * as enInvestorMenu from "#content/en/investor-menu-labels";
import * as enJobs from "#content/en/jobs";
import * as enPartners from "#content/en/partners";
import * as enPrivacyNotice from "#content/en/privacy-notice";
import * as enAbout from "#content/en/pages/about";
import * as enCareer from "#content/en/pages/career";
import * as enDisclosures from "#content/en/pages/disclosures";
import * as enGrievance from "#content/en/pages/grievance";
import * as enHome from "#content/en/pages/home";
import * as enHomeRegulatory from "#content/en/pages/home-regulatory";
import * as enHomeSections from "#content/en/pages/home-sections";
import * as enInvestors from "#content/en/pages/investors";
import * as enLendingPartners from "#content/en/pages/lending-partners";
import * as enNotFound from "#content/en/pages/not-found";
import * as enPrivacy from "#content/en/pages/privacy";
import * as enProduct from "#content/en/pages/product";
import * as enCommon from "#content/en/forms/common";
import * as enComplaintForm from "#content/en/forms/complaint";
import * as enJobForm from "#content/en/forms/job-application";
import * as enLoanForm from "#content/en/forms/loan-enquiry";
import * as enNewsletterForm from "#content/en/forms/newsletter";
import * as enPartnerForm from "#content/en/forms/partner-enquiry";
import * as enPrivacyRequestForm from "#content/en/forms/privacy-request";
import * as enPrivacyEmails from "#content/en/privacy-emails";
import * as hiShell from "#content/hi/shell";
import * as hiLocale from "#content/hi/locale";
import * as hiInvestorMenu from "#content/hi/investor-menu-labels";
import * as hiJobs from "#content/hi/jobs";
import * as hiPartners from "#content/hi/partners";
import * as hiPrivacyNotice from "#content/hi/privacy-notice";
import * as hiAbout from "#content/hi/pages/about";
import * as hiCareer from "#content/hi/pages/career";
import * as hiDisclosures from "#content/hi/pages/disclosures";
import * as hiGrievance from "#content/hi/pages/grievance";
import * as hiHome from "#content/hi/pages/home";
import * as hiHomeRegulatory from "#content/hi/pages/home-regulatory";
import * as hiHomeSections from "#content/hi/pages/home-sections";
import * as hiInvestors from "#content/hi/pages/investors";
import * as hiLendingPartners from "#content/hi/pages/lending-partners";
import * as hiNotFound from "#content/hi/pages/not-found";
import * as hiPrivacy from "#content/hi/pages/privacy";
import * as hiProduct from "#content/hi/pages/product";
import * as hiCommon from "#content/hi/forms/common";
import * as hiComplaintForm from "#content/hi/forms/complaint";
import * as hiJobForm from "#content/hi/forms/job-application";
import * as hiLoanForm from "#content/hi/forms/loan-enquiry";
import * as hiNewsletterForm from "#content/hi/forms/newsletter";
import * as hiPartnerForm from "#content/hi/forms/partner-enquiry";
import * as hiPrivacyRequestForm from "#content/hi/forms/privacy-request";
import * as hiPrivacyEmails from "#content/hi/privacy-emails";
import type { Lang } from "#shared/locales";

const en = {
  shell: enShell,
  locale: enLocale,
  investorMenu: enInvestorMenu,
  jobs: enJobs,
  partners: enPartners,
  privacyNotice: enPrivacyNotice,
  privacyEmails: enPrivacyEmails,
  pages: {
    about: enAbout,
    career: enCareer,
    disclosures: enDisclosures,
    grievance: enGrievance,
    home: enHome,
    homeRegulatory: enHomeRegulatory,
    homeSections: enHomeSections,
    investors: enInvestors,
    lendingPartners: enLendingPartners,
    notFound: enNotFound,
    privacy: enPrivacy,
    product: enProduct,
  },
  forms: { common: enCommon, complaint: enComplaintForm, jobApplication: enJobForm, loanEnquiry: enLoanForm, newsletter: enNewsletterForm, partnerEnquiry: enPartnerForm, privacyRequest: enPrivacyRequestForm },
};

/** The English bundle's shape with every string widened: each language fills the same shape. */
export type Copy<T> = T extends string
  ? string
  : T extends number | boolean
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Copy<R>
      : T extends readonly (infer U)[]
        ? readonly Copy<U>[]
        : { readonly [K in keyof T]: Copy<T[K]> };

export type CopyBundle = Copy<typeof en>;

const hi: CopyBundle = {
  shell: hiShell,
  locale: hiLocale,
  investorMenu: hiInvestorMenu,
  jobs: hiJobs,
  partners: hiPartners,
  privacyNotice: hiPrivacyNotice,
  privacyEmails: hiPrivacyEmails,
  pages: {
    about: hiAbout,
    career: hiCareer,
    disclosures: hiDisclosures,
    grievance: hiGrievance,
    home: hiHome,
    homeRegulatory: hiHomeRegulatory,
    homeSections: hiHomeSections,
    investors: hiInvestors,
    lendingPartners: hiLendingPartners,
    notFound: hiNotFound,
    privacy: hiPrivacy,
    product: hiProduct,
  },
  forms: { common: hiCommon, complaint: hiComplaintForm, jobApplication: hiJobForm, loanEnquiry: hiLoanForm, newsletter: hiNewsletterForm, partnerEnquiry: hiPartnerForm, privacyRequest: hiPrivacyRequestForm },
};

export const copies: Record<Lang, CopyBundle> = { en, hi };
