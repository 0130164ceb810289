import { defineForm } from "./declare";

/** The footer sign-up (docs/requirements.md#forms). */
export const newsletterForm = defineForm({
  name: "newsletter",
  endpoint: "/api/newsletter",
  exportName: "newsletter",
  fields: {
    // An address longer than 254 characters cannot be delivered to.
    email: { kind: "email", checks: [["required"], ["max", 254], ["email"]], autoComplete: "email" },
  },
  replyTo: "email",
});
