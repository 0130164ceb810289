// The forms that open in a dialog (decision 083's early-input suites): their button is on the page from its
// first paint, their fields only once the page is live and the dialog opens. A press on the button before then
// must open the dialog once the page is live; the fields are typed from the moment they appear.
import { expect, type Locator } from "@playwright/test";
import * as enCommon from "#content/en/form-words/common";
import * as enJob from "#content/en/form-words/job-application";
import * as enLoan from "#content/en/form-words/loan-enquiry";
import * as enPartner from "#content/en/form-words/partner-enquiry";
import * as enJobs from "#content/en/jobs";
import * as enCareer from "#content/en/pages/career";
import * as enPartners from "#content/en/partners";
import * as hiCommon from "#content/hi/form-words/common";
import * as hiJob from "#content/hi/form-words/job-application";
import * as hiLoan from "#content/hi/form-words/loan-enquiry";
import * as hiPartner from "#content/hi/form-words/partner-enquiry";
import * as hiJobs from "#content/hi/jobs";
import * as hiCareer from "#content/hi/pages/career";
import * as hiPartners from "#content/hi/partners";
import { HONEYPOT_FIELD, LANG_FIELD } from "#forms/api";
import type { FormDeclaration } from "#forms/declare";
import { exampleApplication, exampleLoanEnquiry, examplePartnerEnquiry } from "#test/form-examples";
import { jobApplicationForm } from "#forms/job-application";
import { loanEnquiryForm } from "#forms/loan-enquiry";
import { partnerEnquiryForm } from "#forms/partner-enquiry";
import { jsonOf, labelled, pick, slowExpect, typeKeys } from "./early-input-support";
import type { Lang, Run } from "./early-input-plan";

const WORDS = {
  en: { ...enCommon, ...enJob, ...enLoan, ...enPartner, ...enJobs, ...enCareer, ...enPartners },
  hi: { ...hiCommon, ...hiJob, ...hiLoan, ...hiPartner, ...hiJobs, ...hiCareer, ...hiPartners },
} satisfies Record<Lang, unknown>;

type Copy = { labels: Record<string, string>; submit: string };

type DialogForm = {
  name: string;
  path: string;
  /** The button that opens it, and the dialog's name. */
  opener: (lang: Lang) => string;
  dialog: (lang: Lang) => string;
  copy: (lang: Lang) => Copy;
  form: FormDeclaration;
  values: Record<string, string | number>;
  /** Anything else the visitor gives it (the resume). */
  more?: (dialog: Locator, run: Run) => Promise<void>;
  /** What was sent, once, is what was typed. */
  sent: (run: Run) => Promise<void>;
};

/** Fills every visible field of the dialog's form in order: text key by key, choices picked. */
export async function fillDialog(d: DialogForm, dialog: Locator, run: Run) {
  const { labels } = d.copy(run.lang);
  const { required, optional } = WORDS[run.lang].formsCopy;
  for (const [name, spec] of Object.entries(d.form.fields)) {
    const value = d.values[name];
    if (spec.kind === "hidden" || value === undefined) continue;
    const field = dialog.getByLabel(labelled(labels[name]!, [required, optional]));
    run.typed.push(spec.kind === "choice" ? await pick(field, String(value)) : await typeKeys(field, String(value)));
  }
  await d.more?.(dialog, run);
}

const json = (form: FormDeclaration, values: object) => async (run: Run) => {
  expect(jsonOf(await run.posts.only(form.endpoint))).toEqual({ ...values, [HONEYPOT_FIELD]: "", [LANG_FIELD]: run.lang });
};

const loan: DialogForm = {
  name: "loan enquiry",
  path: "/product",
  opener: (l) => WORDS[l].loanEnquiryCopy.trigger,
  dialog: (l) => WORDS[l].loanEnquiryCopy.title,
  copy: (l) => WORDS[l].loanEnquiryCopy,
  form: loanEnquiryForm,
  values: exampleLoanEnquiry,
  sent: json(loanEnquiryForm, exampleLoanEnquiry),
};

const partner: DialogForm = {
  name: "partner enquiry",
  path: "/lending-partners",
  opener: (l) => WORDS[l].partnersCopy.becomePartner,
  dialog: (l) => WORDS[l].partnerEnquiryCopy.title,
  copy: (l) => WORDS[l].partnerEnquiryCopy,
  form: partnerEnquiryForm,
  values: examplePartnerEnquiry,
  sent: json(partnerEnquiryForm, examplePartnerEnquiry),
};

const job = (l: Lang) => WORDS[l].jobs[0]!;
const { jobId: _sentByTheDialog, ...application } = exampleApplication;
const RESUME = {
  name: "resume.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};

const jobApplication: DialogForm = {
  name: "job application",
  path: "/career",
  opener: (l) => WORDS[l].careerOpenings.applyLabel.replace("{title}", job(l).title),
  dialog: (l) => `${WORDS[l].jobApplicationCopy.titlePrefix} ${job(l).title}`,
  copy: (l) => WORDS[l].jobApplicationCopy,
  form: jobApplicationForm,
  values: application,
  more: async (dialog, run) => {
    // Once a file is chosen, a list of the same name appears: the field is found first.
    const resume = dialog.getByLabel(WORDS[run.lang].jobApplicationCopy.resume.label, { exact: true });
    run.typed.push((await resume.getAttribute("id")) ?? "");
    await resume.setInputFiles(RESUME);
  },
  sent: async (run) => {
    // Multipart: every text field as typed, the job, the language and the file.
    const body = (await run.posts.only(jobApplicationForm.endpoint)).postDataBuffer()!.toString("latin1");
    const sent = { ...application, jobId: job(run.lang).id, [LANG_FIELD]: run.lang };
    for (const [name, value] of Object.entries(sent))
      expect(body).toContain(`name="${name}"\r\n\r\n${Buffer.from(String(value)).toString("latin1")}\r\n`);
    expect(body).toContain(`filename="${RESUME.name}"`);
    await slowExpect(run.page.getByText(WORDS[run.lang].jobApplicationCopy.success.title)).toBeVisible();
  },
};

export const DIALOG_FORMS = [loan, partner, jobApplication];
