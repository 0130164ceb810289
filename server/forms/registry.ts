// Every form the server accepts: its declaration, its words in each language
// and the schema built from them (the same one the browser builds).
import { formsCopy as enCommon } from "#content/en/forms/common";
import { complaintCopy as enComplaint } from "#content/en/forms/complaint";
import { jobApplicationCopy as enJob } from "#content/en/forms/job-application";
import { loanEnquiryCopy as enLoan } from "#content/en/forms/loan-enquiry";
import { newsletterCopy as enNewsletter } from "#content/en/forms/newsletter";
import { partnerEnquiryCopy as enPartner } from "#content/en/forms/partner-enquiry";
import { privacyRequestCopy as enPrivacy } from "#content/en/forms/privacy-request";
import { formsCopy as hiCommon } from "#content/hi/forms/common";
import { complaintCopy as hiComplaint } from "#content/hi/forms/complaint";
import { jobApplicationCopy as hiJob } from "#content/hi/forms/job-application";
import { loanEnquiryCopy as hiLoan } from "#content/hi/forms/loan-enquiry";
import { newsletterCopy as hiNewsletter } from "#content/hi/forms/newsletter";
import { partnerEnquiryCopy as hiPartner } from "#content/hi/forms/partner-enquiry";
import { privacyRequestCopy as hiPrivacy } from "#content/hi/forms/privacy-request";
import { complaintForm } from "#forms/complaint";
import { type FormCopy, type FormDeclaration, formSchema } from "#forms/declare";
import { jobApplicationForm } from "#forms/job-application";
import { loanEnquiryForm } from "#forms/loan-enquiry";
import { newsletterForm } from "#forms/newsletter";
import { partnerEnquiryForm } from "#forms/partner-enquiry";
import { privacyRequestForm } from "#forms/privacy-request";
import { LANGS, type Lang } from "#shared/locales";

export type FormEntry<F extends FormDeclaration = FormDeclaration> = {
  form: F;
  copy: Record<Lang, FormCopy<F>>;
  schema: Record<Lang, ReturnType<typeof formSchema<F>>>;
};

function entry<F extends FormDeclaration>(form: F, copy: Record<Lang, FormCopy<F>>): FormEntry<F> {
  const schema = Object.fromEntries(LANGS.map((lang) => [lang, formSchema(form, copy[lang].messages)])) as FormEntry<F>["schema"];
  return { form, copy, schema };
}

export const forms = {
  newsletter: entry(newsletterForm, { en: enNewsletter, hi: hiNewsletter }),
  partnerEnquiry: entry(partnerEnquiryForm, { en: enPartner, hi: hiPartner }),
  loanEnquiry: entry(loanEnquiryForm, { en: enLoan, hi: hiLoan }),
  jobApplication: entry(jobApplicationForm, { en: enJob, hi: hiJob }),
  complaint: entry(complaintForm, { en: enComplaint, hi: hiComplaint }),
  // The "Your data" page: stored like a form so it is rate limited, validated and answered the same way.
  privacyRequest: entry(privacyRequestForm, { en: enPrivacy, hi: hiPrivacy }),
};

/** Every form, for the leads command and the delivery of submissions. */
export const allForms: readonly FormEntry[] = Object.values(forms) as unknown as FormEntry[];

export function formByName(name: string): FormEntry | undefined {
  return allForms.find((f) => f.form.name === name);
}

export function formByExportName(exportName: string): FormEntry | undefined {
  return allForms.find((f) => f.form.exportName === exportName);
}

/** Words the server's answers share, per language. */
export const commonCopy: Record<Lang, { invalid: string; badCharacters: string }> = { en: enCommon, hi: hiCommon };

/** The resume's messages per language (the file part is checked apart from the fields). */
export const resumeMessages = { en: enJob.resume.messages, hi: hiJob.resume.messages };
