import { deliverableEmailField } from "./rules";
import { defineForm } from "./declare";

/**
 * What a person may ask of their data on the "Your data" page (Digital
 * Personal Data Protection Act 2023, sections 6(4), 11, 12; docs/requirements.md
 * "Privacy"). Nothing happens until they open the link emailed to the address.
 */
const PRIVACY_ACTIONS = ["withdraw", "copy", "correct", "erase"] as const;
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number];

/** The days within which the company answers a copy, correction or erasure request: the privacy notice states it. */
export const PRIVACY_ANSWER_DAYS = 30;
/** How long the emailed confirmation link works. */
export const PRIVACY_CONFIRM_HOURS = 24;
/** How long the link to a copy of one's data works (it opens once). */
export const PRIVACY_COPY_DAYS = 7;

export const privacyRequestForm = defineForm({
  name: "privacy-request",
  endpoint: "/api/privacy/requests",
  exportName: "privacy-requests",
  fields: {
    email: deliverableEmailField,
    action: { kind: "choice", options: PRIVACY_ACTIONS },
    /** Only for a correction: what is wrong and what it should say. */
    change: { kind: "longText", checks: [["max", 1000]], optional: true },
  },
  replyTo: "email",
});
