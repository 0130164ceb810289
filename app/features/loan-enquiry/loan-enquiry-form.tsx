import { formErrors, formsCopy, privacyContact } from "#copy/form-words/common";
import { loanEnquiryCopy as copy } from "#copy/form-words/loan-enquiry";
import { locale } from "#copy/locale";
import { loanEnquiryForm as form } from "#forms/loan-enquiry";
import { DeclaredForm } from "../../components/form-kit/declared-form";

/** Same pattern as the partner form: the success message stays 3 s, then the dialog closes. */
const LOAN_ENQUIRY_AUTO_CLOSE_MS = 3000;

const common = { marks: formsCopy, failures: formErrors, contact: privacyContact, lang: locale.lang };
const declared = { form, copy, common, idPrefix: "loan", layout: "row", autoCloseMs: LOAN_ENQUIRY_AUTO_CLOSE_MS } as const;

/** The business-loan enquiry behind the Products page's 'Get Started'. */
export default function LoanEnquiryForm({ onDone }: { onDone: () => void }) {
  return <DeclaredForm {...declared} onDone={onDone} />;
}
