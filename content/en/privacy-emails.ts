// The emails a person receives about a request they made on the "Your data"
// page. "{x}" marks what the server fills in. Every email ends with the link
// to the page (docs/requirements.md "Your data": withdrawal as easy as consent).
export const privacyEmails = {
  confirm: {
    subject: "Confirm your request: {action}",
    intro: "Someone, we hope you, asked on our website for this: {action}.",
    open: "To confirm, open this link within 24 hours and press the button on its page:",
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
  /** A request closed without acting on it: "{reason}" is one of the three reasons below, or the privacy officer's words. */
  closed: {
    intro: "We closed your request without acting on it. The reason: {reason}",
    identityNotConfirmed: "we could not confirm that the request came from the person the data is about.",
    nothingHeld: "we hold no data about you other than this request.",
    manifestlyUnfounded: "the request is manifestly unfounded or repeats one we have already answered.",
    complain: "If you disagree, write to our Grievance Officer, or complain to the Data Protection Board of India.",
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
  /**
   * What a link's page says before its button is pressed: opening a link does nothing by itself, because mail
   * scanners open links too. "{days}" is the answer time.
   */
  ask: {
    withdraw: "Press the button to confirm: we will stop sending our newsletter to this address at once.",
    copy: "Press the button to confirm that you want a copy of the data we hold with this address. We will email you a download link within {days} days.",
    correct:
      "Press the button to confirm that you want us to correct the data we hold with this address, as you described. We will answer within {days} days.",
    erase:
      "Press the button to confirm that you want us to erase the data we hold with this address, including the copies in the systems we passed it to. We will answer within {days} days; complaint records, which the law makes us keep, are restricted instead of erased.",
    notYet: "Nothing has been done yet.",
    confirmButton: "Confirm my request",
    copyReady: "Your copy is ready. Press the button to download it; after that, this link stops working.",
    downloadButton: "Download my data",
  },
  /** Why a record is kept instead of erased, by form. */
  keptBecause: {
    complaint: "the Reserve Bank of India requires lenders to keep records of complaints and how they were handled",
  },
} as const;
