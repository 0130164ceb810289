import { formErrors, formsCopy, privacyContact } from "#copy/form-words/common";
import { newsletterCopy as copy } from "#copy/form-words/newsletter";
import { locale } from "#copy/locale";
import { newsletterForm as form } from "#forms/newsletter";
import { EmailSignupForm } from "../../components/form-kit/email-signup-form";

/** docs/requirements.md#forms: the success notification shows for 4 s; the form resets after 5 s. */
const NEWSLETTER_TOAST_MS = 4000;
const NEWSLETTER_RESET_MS = 5000;

const signup = {
  id: "newsletter",
  target: { form, messages: copy.messages, characters: formsCopy.badCharacters, failures: formErrors, lang: locale.lang },
  copy,
  honeypotLabel: formsCopy.honeypotLabel,
  contact: privacyContact,
  // On the dark footer; the form stays, a toast says it worked.
  tone: "light",
  after: { kind: "toast", toastMs: NEWSLETTER_TOAST_MS, resetMs: NEWSLETTER_RESET_MS, referenceTemplate: formsCopy.reference },
} as const;

/** The footer newsletter sign-up (docs/requirements.md#forms), an island near the bottom of every page. */
export function NewsletterForm() {
  return <EmailSignupForm {...signup} />;
}

export default NewsletterForm;
