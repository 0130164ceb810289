// The emails a person receives about a request they made on the "Your data"
// page. "{x}" marks what the server fills in. Every email ends with the link
// to the page (docs/requirements.md "Your data": withdrawal as easy as consent).
export const privacyEmails = {
  confirm: {
    subject: "Confirm your request: {action}",
    intro: "Someone, we hope you, asked on our website for this: {action}.",
    open: "To confirm, open this link within 24 hours:",
    ignore: "If it was not you, ignore this email: nothing will happen.",
  },
  done: {
    subject: "Your request {reference} is done",
    withdraw: "You will not receive our newsletter any more. Signing up again later is a new consent.",
    copy: "Your copy is ready. Open this link to download it; it works once, for 7 days:",
    correct: "We corrected what you asked us to correct.",
    erase: "We erased what we held with your email address: {erased} submission(s).",
    nothing: "We hold nothing else with your email address.",
    restricted: "We kept {reference} ({form}) until {until}, because {reason}. Until then we use it for nothing else.",
  },
  yourData: "See or change what we hold about you:",
  /** Shown by the confirmation link. */
  page: {
    title: "Your data",
    withdrawn: "Done: you will not receive our newsletter any more.",
    received: "Thank you: we have your request {reference} and will answer by {answerBy}.",
    invalid: "This link is not valid. Please make your request again on the Your data page.",
    used: "This link has already been used.",
    expired: "This link has expired. Please make your request again on the Your data page.",
    back: "Back to Your data",
  },
  copyLink: {
    invalid: "This download link is not valid, has been used, or has expired. Please ask again on the Your data page.",
  },
  /** Why a record is kept instead of erased, by form. */
  keptBecause: {
    complaint: "the Reserve Bank of India requires lenders to keep records of complaints and how they were handled",
  },
} as const;
