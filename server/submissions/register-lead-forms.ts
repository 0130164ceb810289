// The forms whose submissions are leads (newsletter, partner and loan enquiries, job applications): their
// endpoints, each submission's outbox rows, and the lead email the email channel sends for them.
import type { DeliveryHandle } from "../delivery/delivery";
import { LEAD_EMAIL } from "../delivery/email-kinds";
import type { RegisterForm } from "../form-registry/form-route-options";
import { forms } from "../form-registry/registry";
import { leadEmailKind } from "./lead-email-kind";

/** consoleOrigin: the site's origin (STAFF_ORIGIN), for the lead email's link to the lead in the console. */
export function registerLeadForms(f: { registerForm: RegisterForm; delivery: DeliveryHandle; consoleOrigin: string | undefined }) {
  f.delivery.emailKind(LEAD_EMAIL, leadEmailKind(f.consoleOrigin));
  const hooks = f.delivery.storeHooks;
  f.registerForm(forms.newsletter, { hooks, dedupeKey: (v) => v.email.toLowerCase() });
  f.registerForm(forms.partnerEnquiry, { hooks });
  f.registerForm(forms.loanEnquiry, { hooks });
  f.registerForm(forms.jobApplication, { hooks });
}
