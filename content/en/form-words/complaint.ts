import type { FormCopy } from "#forms/declare";
import type { ComplaintStatus, LookupMessages, complaintForm } from "#forms/complaint";

// The grievance redressal page's two forms: filing a complaint, and tracking
// one with its reference and the mobile number given with it.

export const complaintCopy = {
  title: "File a complaint",
  intro:
    "Tell us what went wrong. You get a reference at once; keep it with the mobile number you give here, because you need both to track the complaint on this page.",
  labels: {
    name: "Full name",
    mobile: "Mobile number",
    email: "Email address",
    loanNumber: "Loan account or application number",
    category: "What is your complaint about?",
    description: "Your complaint",
  },
  hints: {
    mobile: "10 digits, starting with 6, 7, 8 or 9. You will need it to track your complaint.",
    email: "Optional. With it we email you the acknowledgement and every update; without it, the acknowledgement is on this page only.",
    loanNumber: "If you have one: it helps us find your account quickly.",
    description: "What happened, when, and what you would like us to do. 20 to 2,000 characters.",
  },
  messages: {
    name: {
      required: "Full name is required",
      min: "Name must be at least 2 characters long",
      letters: "Name should contain only letters and spaces",
      max: "Name should not exceed 50 characters",
    },
    mobile: {
      required: "Mobile number is required",
      tenDigits: "Mobile number must be exactly 10 digits",
      indianMobile: "Please enter a valid Indian mobile number",
    },
    email: { email: "Please enter a valid email address", max: "Email address is too long" },
    loanNumber: {
      max: "A loan or application number has at most 30 characters",
      pattern: "Use only letters, digits, '/' and '-' as printed on your loan papers",
    },
    category: { choice: "Please choose what your complaint is about" },
    description: {
      required: "Please describe your complaint",
      min: "Please describe your complaint in at least 20 characters",
      max: "Please keep your complaint under 2,000 characters",
    },
  },
  options: {
    category: {
      "loan-application": "Loan application or sanction",
      disbursement: "Disbursement of the loan",
      "interest-and-charges": "Interest, fees or penal charges",
      "emi-and-repayment": "EMI, repayment or auto-debit",
      "statements-and-certificates": "Statements, certificates or documents",
      "foreclosure-and-closure": "Foreclosure, closure or return of documents",
      "recovery-conduct": "Conduct of our staff or recovery agents",
      "digital-lending-app": "A lending app or lending service provider",
      "kyc-and-data-privacy": "KYC: checks of your identity or address",
      accessibility: "Accessibility of our website or services",
      shareholder: "As a shareholder or investor: shares, dividends, transfers",
      "personal-data": "How we use or protect your personal data",
      other: "Something else",
    },
  },
  /** "{count}" is how many characters the description has. */
  characters: "{count} of 2,000 characters",
  submit: "Submit complaint",
  success: {
    title: "We have registered your complaint",
    text: "Keep your reference and the mobile number you gave us: you need both to track your complaint below.",
  },
  /** "{date}" is the date by which the company answers. */
  answerBy: "We will answer you by {date}.",
  /** After the success text: whether the acknowledgement went by email too. */
  emailed: "We have also emailed you this acknowledgement, with a private link to track your complaint.",
  notEmailed:
    "We will not email you about this complaint: this page is your acknowledgement. Note your reference and the date now, or save or print this page.",
  /**
   * Under the category once one is chosen: who answers, within how many
   * days ("{days}", the kind's clock), and where to go next.
   */
  routes: {
    borrower:
      "Our Grievance Redressal Officer answers within {days} days. If we do not, or you are not satisfied with our answer, you may complain to the RBI Ombudsman under the {law:rb-ios-2026}.",
    shareholder:
      "Our Company Secretary's team answers a shareholder's or investor's complaint within {days} days, as SEBI requires of listed companies. If we do not, or you are not satisfied, you may complain on SEBI's SCORES, and then ask for online conciliation or arbitration on SMART ODR.",
    privacy:
      "Our privacy team answers a grievance about your personal data within {days} days, under the {law:dpdp-rules-2025}. If we do not, or you are not satisfied, you may complain to the Data Protection Board of India.",
  },
  scoresLink: "SEBI SCORES",
  smartOdrLink: "SMART ODR",
  notice: {
    collected: "We collect your name, mobile number, email (if you give one), loan or application number and your complaint",
    why: "only to look into your complaint, answer it and report complaint figures to the Reserve Bank of India",
    kept: "until the complaint is closed and then for as long as the law requires lenders to keep complaint records",
  },
} satisfies FormCopy<typeof complaintForm> & Record<string, unknown>;

export const complaintLookupCopy = {
  title: "Track your complaint",
  intro: "Enter the reference you were given and the mobile number you filed the complaint with.",
  labels: { reference: "Complaint reference", mobile: "Mobile number" },
  hints: { reference: "For example UF-7K3Q9D" },
  messages: {
    reference: {
      required: "Please enter your complaint reference",
      max: "A reference looks like UF-7K3Q9D",
      pattern: "A reference looks like UF-7K3Q9D",
    },
    mobile: {
      required: "Mobile number is required",
      tenDigits: "Mobile number must be exactly 10 digits",
      indianMobile: "Please enter a valid Indian mobile number",
    },
  } satisfies LookupMessages,
  submit: "Track complaint",
  searching: "Searching…",
  /** The one answer to every search that finds nothing (docs/requirements.md, Forms: Complaint, word for word): it must not tell a wrong reference from a wrong mobile. */
  notFound: "We could not find a complaint with these details.",
  /** Too many searches that found nothing, from one network. */
  rateLimited: "Too many searches that found nothing came from your network. Please try again in an hour, or call our customer care.",
  /** Too many wrong mobile numbers for one reference, from anywhere. */
  referenceLocked:
    "This reference has been searched with a wrong mobile number too many times, so we have paused searches for it for up to an hour. Please call our customer care.",
  result: {
    /** "{reference}" is the complaint's reference. */
    heading: "Complaint {reference}",
    status: "Status",
    filed: "Filed on",
    answerBy: "We will answer by",
    updated: "Last updated",
    note: "Our latest note",
  },
  statuses: {
    received: "Received",
    "in-progress": "In progress",
    resolved: "Resolved",
    rejected: "Rejected",
    closed: "Closed",
  } satisfies Record<ComplaintStatus, string>,
  /** The status of a complaint rejected in part. */
  rejectedInPart: "Rejected in part",
  /**
   * Shown when the company has not resolved the complaint within its clock
   * ("{days}": 30 for a borrower's complaint, 21 for a shareholder's, 90 for
   * a grievance about personal data): the regulator's route for its kind.
   */
  routes: {
    borrower: {
      heading: "You may now take your complaint to the RBI Ombudsman",
      text: "More than {days} days have passed since you filed this complaint and it is not resolved. Under the {law:rb-ios-2026} you may now complain to the RBI Ombudsman, free of charge.",
      link: "Complain on RBI's Complaint Management System",
    },
    shareholder: {
      heading: "You may now take your complaint to SEBI",
      text: "More than {days} days have passed since you filed this complaint and it is not resolved. You may now complain on SEBI's SCORES; if that does not settle it, you may ask for online conciliation or arbitration on SMART ODR.",
      link: "Complain on SEBI SCORES",
      odrLink: "SMART ODR",
    },
    privacy: {
      heading: "You may now take your grievance to the Data Protection Board of India",
      text: "More than {days} days have passed since you raised this grievance and it is not resolved. Under the {law:dpdp-act-2023} you may now complain to the Data Protection Board of India.",
    },
  },
  /** Always under a found complaint, by its kind. */
  unsatisfied: {
    borrower: "Not satisfied with our answer? You may complain to the RBI Ombudsman.",
    shareholder: "Not satisfied with our answer? You may complain on SEBI's SCORES, and then on SMART ODR.",
    privacy: "Not satisfied with our answer? You may complain to the Data Protection Board of India.",
  },
  unsatisfiedLink: "How to reach the Ombudsman",
  /** Beside the button: what the search uses and keeps. */
  notice: "We use the reference and mobile number only to find your complaint, and store neither.",
};

/**
 * The emails a complainant receives (server/complaints/complaint-mail-message.ts):
 * the acknowledgement on filing and one for every change the tracker shows.
 * Placeholders: {reference}, {answerBy} (a date), {status}, {page} (the
 * grievance page's address), {days} (the complaint's clock), {cms},
 * {scores}, {smartOdr} (the regulators' portals).
 */
export const complaintMailCopy = {
  acknowledgement: {
    subject: "Complaint {reference} received",
    intro: "Thank you for telling us. We have received your complaint and will answer it by {answerBy}.",
  },
  update: {
    subject: "Update on your complaint {reference}",
    intro: "There is news on your complaint. Its status is now: {status}.",
    note: "Our message to you",
  },
  /** The email that answers the complaint (resolved, rejected in full or in part, closed): no answer-by date any more. */
  outcome: {
    subject: "Our answer to your complaint {reference}",
    resolved: "We have resolved your complaint. Our final answer is below.",
    rejected: "We have rejected your complaint. Our reasons are below.",
    rejectedInPart: "We have rejected your complaint in part. What we accepted, and why we rejected the rest, are below.",
    closed: "We have closed your complaint.",
    answer: "Our final answer",
    reasons: "Why we rejected it",
    accepted: "What we accepted",
    reasonsInPart: "Why we rejected the rest",
  },
  /** The status of a complaint rejected in part, where the tracker's list says only "Rejected". */
  rejectedInPart: "Rejected in part",
  /** The regulator's route once we have answered, by the complaint's kind. */
  routesAfterAnswer: {
    borrower:
      "If you are not satisfied with our answer, you may complain to the RBI Ombudsman under the {law:rb-ios-2026}, free of charge, at {cms}.",
    shareholder:
      "If you are not satisfied with our answer, you may complain on SEBI's SCORES at {scores}, and then ask for online conciliation or arbitration on SMART ODR at {smartOdr}.",
    privacy:
      "If you are not satisfied with our answer, you may complain to the Data Protection Board of India under the {law:dpdp-act-2023}.",
  },
  reference: "Reference",
  answerBy: "We answer by",
  track:
    "Track your complaint at any time with this private link. Keep it to yourself: it shows your complaint without asking for your mobile number.",
  trackLink: "See the status of my complaint",
  trackElsewhere: "You can also track it on {page} with your reference and the mobile number you gave.",
  /** Whom to write to next, by the complaint's kind. */
  officer: {
    borrower: "If you are not satisfied, write to our Grievance Redressal Officer:",
    shareholder: "If you are not satisfied, write to our Company Secretary:",
    privacy: "If you are not satisfied, write to our privacy team:",
  },
  /** The regulator's route, by the complaint's kind ("{days}": its clock; {cms}, {scores}, {smartOdr}: the portals). */
  routes: {
    borrower:
      "If we do not answer within {days} days, or you are not satisfied with our answer, you may complain to the RBI Ombudsman under the {law:rb-ios-2026}, free of charge, at {cms}.",
    shareholder:
      "If we do not answer within {days} days, or you are not satisfied with our answer, you may complain on SEBI's SCORES at {scores}, and then ask for online conciliation or arbitration on SMART ODR at {smartOdr}.",
    privacy:
      "If we do not answer within {days} days, or you are not satisfied with our answer, you may complain to the Data Protection Board of India under the {law:dpdp-act-2023}.",
  },
  footer: "You receive this email because you filed a complaint with Udyamitra Finance. How we use your data: {privacy}",
};

/**
 * The grievance desk's first reply templates (the team then keeps its own in
 * the console: docs/grievance-desk.md). Variables: {name}, {reference},
 * {filedOn}, {answerBy}, {today}.
 */
export const replyTemplateSeeds = [
  {
    title: "We are looking into it",
    body: "Dear {name},\n\nThank you for your complaint {reference} of {filedOn}. We are looking into it and will answer you by {answerBy}.",
  },
  {
    title: "Final answer: charge refunded",
    body: "Dear {name},\n\nWe have checked your complaint {reference}. The charge was wrong: we refunded it to your account on {today}. We are sorry for the trouble.",
  },
];
