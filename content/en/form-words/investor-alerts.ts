import type { FormCopy } from "#forms/declare";
import type { investorAlertsForm } from "#forms/investor-alerts";

export const investorAlertsCopy = {
  /** The box on the Investors page. */
  heading: "Email alerts",
  text: "Get an email each time we publish an investor document. We ask you to confirm first.",
  labels: { email: "Email address" },
  messages: {
    email: { required: "Email is required", email: "Please enter a valid email address", max: "Email address is too long" },
  },
  options: {},
  placeholder: "you@company.in",
  submit: "Get alerts",
  submitting: "Sending...",
  // The same answer whether or not the address is already on the list: the form tells nobody who follows us.
  success: { title: "Check your inbox", text: "We have sent you a link to confirm. Alerts start once you open it." },
  notice: {
    collected: "We keep only your email address and the language you signed up in",
    why: "to email you when we publish an investor document",
    kept: "until you unsubscribe, then 30 days (7 days if you never confirm)",
  },
} satisfies FormCopy<typeof investorAlertsForm> & Record<string, unknown>;

// The emails and pages of the alerts list. "{x}" marks what the server fills in.
export const investorAlertsEmails = {
  confirm: {
    subject: "Confirm your investor document alerts",
    intro: "Someone, we hope you, asked on our website for an email each time we publish an investor document.",
    open: "To confirm, open this link and press the button:",
    ignore: "If it was not you, ignore this email: you will receive nothing more.",
  },
  alert: {
    subject: "New investor document: {title}",
    intro: "We have published a new investor document: {title}, dated {date}.",
    open: "Open it here:",
    unsubscribe: "To stop these emails, open this link and press Unsubscribe:",
  },
  /** A new version of a document already published: the same email, other first words. */
  updated: {
    subject: "Updated investor document: {title}",
    intro:
      "We have published a new version of an investor document: {title}, dated {date}. It replaces the earlier file at the same address.",
    /** Before the secretary's "what changed" note, as written (in the console's language). */
    whatChanged: "What changed:",
  },
  yourData: "See or change what we hold about you:",
  page: {
    title: "Investor document alerts",
    confirmAsk: "Press the button to start receiving an email each time we publish an investor document.",
    confirmButton: "Confirm my alerts",
    confirmed: "Done: we will email you each time we publish an investor document.",
    unsubscribeAsk: "Press the button to stop the emails about investor documents.",
    unsubscribeButton: "Unsubscribe",
    unsubscribed: "Done: you will not receive investor document alerts any more.",
    invalid: "This link is not valid or has already been used. You can sign up again on the Investors page.",
    back: "Back to the Investors page",
  },
};
