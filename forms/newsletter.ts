import { deliverableEmailField } from "./rules";
import { defineForm } from "./declare";

/** The footer sign-up (docs/requirements.md#forms). */
export const newsletterForm = defineForm({
  name: "newsletter",
  endpoint: "/api/newsletter",
  exportName: "newsletter",
  fields: {
    email: deliverableEmailField,
  },
  replyTo: "email",
});
