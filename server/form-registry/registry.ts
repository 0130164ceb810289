// Every form the server accepts: its declaration, its words in each language
// and the schema built from them (the same one the browser builds). The words
// come from server/generated/form-copies.ts, one import per language in
// shared/locales.ts.
import { complaintForm } from "#forms/complaint";
import { type FormCopy, type FormDeclaration, formSchema } from "#forms/declare";
import { investorAlertsForm } from "#forms/investor-alerts";
import { jobApplicationForm } from "#forms/job-application";
import { loanEnquiryForm } from "#forms/loan-enquiry";
import { newsletterForm } from "#forms/newsletter";
import { partnerEnquiryForm } from "#forms/partner-enquiry";
import { privacyRequestForm } from "#forms/privacy-request";
import { type Lang, perLang } from "#shared/locales";
import { formCopies } from "../generated/form-copies";

export type FormEntry<F extends FormDeclaration = FormDeclaration> = {
  form: F;
  copy: Record<Lang, FormCopy<F>>;
  schema: Record<Lang, ReturnType<typeof formSchema<F>>>;
};

/** Words the server's answers share, per language (before the schemas: they word the character check). */
export const commonCopy: Record<Lang, { invalid: string; badCharacters: string; keyReused: string }> = perLang(
  (lang) => formCopies[lang].common.formsCopy,
);

/** A form with its words, picked from each language's generated copies. */
function entry<F extends FormDeclaration>(form: F, pick: (copies: (typeof formCopies)[Lang]) => FormCopy<F>): FormEntry<F> {
  const copy = perLang((lang) => pick(formCopies[lang]));
  const schema = perLang((lang) => formSchema(form, copy[lang].messages, commonCopy[lang].badCharacters));
  return { form, copy, schema };
}

export const forms = {
  newsletter: entry(newsletterForm, (copies) => copies.newsletter.newsletterCopy),
  partnerEnquiry: entry(partnerEnquiryForm, (copies) => copies.partnerEnquiry.partnerEnquiryCopy),
  loanEnquiry: entry(loanEnquiryForm, (copies) => copies.loanEnquiry.loanEnquiryCopy),
  jobApplication: entry(jobApplicationForm, (copies) => copies.jobApplication.jobApplicationCopy),
  complaint: entry(complaintForm, (copies) => copies.complaint.complaintCopy),
  // The "Your data" page: stored like a form so it is rate limited, validated and answered the same way.
  privacyRequest: entry(privacyRequestForm, (copies) => copies.privacyRequest.privacyRequestCopy),
  // The investor alerts' sign-up on /investors: stored like a form, its confirmation email queued by its hook.
  investorAlerts: entry(investorAlertsForm, (copies) => copies.investorAlerts.investorAlertsCopy),
};

/** Every form, for the leads command and the delivery of submissions. */
export const allForms: readonly FormEntry[] = Object.values(forms) as unknown as FormEntry[];

export function formByName(name: string): FormEntry | undefined {
  return allForms.find((f) => f.form.name === name);
}

export function formByExportName(exportName: string): FormEntry | undefined {
  return allForms.find((f) => f.form.exportName === exportName);
}

/** The resume's messages per language (the file part is checked apart from the fields). */
export const resumeMessages = perLang((lang) => formCopies[lang].jobApplication.jobApplicationCopy.resume.messages);
