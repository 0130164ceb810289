import { formErrors, formsCopy, privacyContact } from "#copy/form-words/common";
import { privacyRequestCopy as copy } from "#copy/form-words/privacy-request";
import { locale } from "#copy/locale";
import { privacyRequestForm as form } from "#forms/privacy-request";
import { DeclaredForm } from "../../components/form-kit/declared-form";

const common = { marks: formsCopy, failures: formErrors, contact: privacyContact, lang: locale.lang };

/**
 * The Your data request (docs/decisions/110-privacy-rights.md): an address and
 * a choice; the answer is the same whether or not we hold the address, and
 * nothing happens until the emailed link is opened. Every request gets a
 * reference, known address or not, so showing it tells nobody who is on our lists.
 */
export function YourDataForm() {
  return <DeclaredForm form={form} copy={copy} common={common} idPrefix="your-data" layout="stacked" />;
}
