import { formErrors, formsCopy, privacyContact } from "#copy/form-words/common";
import { investorAlertsCopy as copy } from "#copy/form-words/investor-alerts";
import { locale } from "#copy/locale";
import { investorAlertsForm as form } from "#forms/investor-alerts";
import { EmailSignupForm } from "../../components/form-kit/email-signup-form";
import { HeadedSection } from "../../components/ui/headed-section";

const signup = {
  id: "investor-alerts",
  target: { form, messages: copy.messages, characters: formsCopy.badCharacters, failures: formErrors, lang: locale.lang },
  copy,
  honeypotLabel: formsCopy.honeypotLabel,
  contact: privacyContact,
  // Double opt-in: the message that replaces the form says to check the inbox.
  tone: "dark",
  after: { kind: "replace" },
} as const;

/** The investor alerts sign-up on /investors (docs/decisions/111-published-documents.md, email alerts). */
export function InvestorAlertsForm() {
  return (
    <HeadedSection
      headingId="investor-alerts-heading"
      heading={copy.heading}
      headingClassName="text-lg font-semibold text-navy-950"
      className="mx-auto max-w-7xl px-4 pb-12 sm:px-6"
      innerClassName="max-w-xl rounded-lg border border-navy-950/15 p-5"
    >
      <p className="mt-1 text-sm text-muted">{copy.text}</p>
      <EmailSignupForm {...signup} />
    </HeadedSection>
  );
}

export default InvestorAlertsForm;
