import { site } from "./site";

// Words the site's forms show around their fields: labels, hints, buttons and
// the short data notice beside each submit button. Validation and success
// messages (spec sections 5 and 8) live in forms/, shared with the server.
// The footer newsletter is on every page, so this module is in every page's
// JavaScript: the partner and job forms keep their words beside their pages'
// content (content/partners.ts, content/jobs.ts).

/** The short "what, why, how long, whom to ask" notice beside a submit button. */
export type DataNotice = {
  collected: string;
  why: string;
  kept: string;
};

export const privacyContact = {
  email: site.contact.privacyEmail,
  /** Sentence that ends every data notice, before the privacy link. */
  deleteText: "To see, correct or delete it, write to",
  linkText: "Privacy notice",
};

export const formsCopy = {
  /** Spec 5's partner form banner; the other forms use the same words. */
  correctErrors: "Please correct the following errors:",
  submitting: "Submitting...",
  close: "Close",
  required: "(required)",
  optional: "(optional)",
  honeypotLabel: "Leave this field empty",
  selectPlaceholder: "Select an option",
};

export const newsletterCopy = {
  label: "Email address",
  placeholder: "you@company.in",
  submit: "Subscribe",
  submitting: "Subscribing...",
  notice: {
    collected: "We keep only your email address",
    why: "to send our quarterly newsletter",
    kept: "until you unsubscribe",
  } satisfies DataNotice,
};
