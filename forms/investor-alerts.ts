import { deliverableEmailField } from "./rules";
import { defineForm } from "./declare";

/**
 * The sign-up for emails about new investor documents on /investors (decision
 * 111, email alerts): a list of its own, apart from the newsletter, with double
 * opt-in. The address is checked by the newsletter's rules.
 */
export const investorAlertsForm = defineForm({
  name: "investor-alerts",
  endpoint: "/api/investor-alerts",
  exportName: "investor-alerts",
  fields: {
    email: deliverableEmailField,
  },
  replyTo: "email",
});
