import { formErrors, formsCopy, privacyContact } from "#copy/form-words/common";
import { partnerEnquiryCopy as copy } from "#copy/form-words/partner-enquiry";
import { locale } from "#copy/locale";
import { partnerEnquiryForm as form } from "#forms/partner-enquiry";
import { DeclaredForm } from "../../components/form-kit/declared-form";

/** docs/requirements.md#forms: after success the form closes itself and resets after 3 s. */
const PARTNER_AUTO_CLOSE_MS = 3000;

const common = { marks: formsCopy, failures: formErrors, contact: privacyContact, lang: locale.lang };
const declared = { form, copy, common, idPrefix: "partner", layout: "stacked", autoCloseMs: PARTNER_AUTO_CLOSE_MS } as const;

/** The 'Become Our Partner' enquiry (docs/requirements.md#forms): checked live and on submit, stored by the server. */
export function PartnerForm({ onDone }: { onDone: () => void }) {
  return <DeclaredForm {...declared} onDone={onDone} />;
}
