import { site } from "#content/site";

// Words every form shares: around the fields, and for failures that are not
// about one field. Each form's own words are in the file named after it.

export const formsCopy = {
  /** The partner form banner of docs/requirements.md#forms; the other forms use the same words. */
  correctErrors: "Please correct the following errors:",
  submitting: "Submitting...",
  close: "Close",
  required: "(required)",
  optional: "(optional)",
  honeypotLabel: "Leave this field empty",
  selectPlaceholder: "Select an option",
  loading: "Loading the form…",
  /** Shown with every success message; "{reference}" is the submission's reference. */
  reference: "Your reference: {reference}",
  /** The 422 answer's summary; each field's own message is beside it. */
  invalid: "Please correct the highlighted fields.",
  /** A field holding control characters or broken Unicode that no keyboard types. */
  badCharacters: "This field contains characters that are not allowed. Please retype it.",
  /** 422 for an Idempotency-Key already used for a different submission (the form then sends again with a new key). */
  keyReused: "This submission's key was already used for different answers. Please send the form again.",
};

/** A failure that is not about one field, by what went wrong. */
export const formErrors = {
  /** The newsletter failure text of docs/requirements.md#forms; also the other forms' answer to 5xx and network errors. */
  generic: "Something went wrong. Please try again.",
  rateLimited: "Too many submissions from your network. Please wait a minute and try again.",
  tooLarge: "What you sent is too large. Please shorten it, or choose a smaller file.",
  timeout: "Sending took too long. Please check your connection and try again.",
  busy: "We are very busy right now. Please try again in a minute.",
  refused: "This form can only be sent from our own website. Please reload the page and try again.",
  tooManyFiles:
    "You have sent as many files as we can accept from your network today. Please try again tomorrow, or email your resume to us.",
  storageFull: "We cannot accept more files today. Please try again tomorrow, or email your resume to us.",
};

export const privacyContact = {
  email: site.contact.privacyEmail,
  /** The notice beside each submit button, from that form's `notice` words. */
  noticeSentence: "{collected} {why}, and keep it {kept}.",
  /** Sentence that ends every data notice, before the privacy address. */
  deleteText: "To see, correct or delete it, write to",
  linkText: "Privacy notice",
  /** The page where a person withdraws consent or asks for a copy, a correction or an erasure. */
  yourDataText: "Your data",
};
