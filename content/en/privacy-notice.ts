import { site } from "#content/site";

// The full privacy notice for what visitors send through this website's
// forms, written for India's Digital Personal Data Protection Act, 2023.
// Retention periods here must match the short notices in form-words/*.ts and
// the server's daily purge (RETENTION_DEFAULT_MONTHS in server/config.ts): a
// test there fails when a row's period and the configuration disagree.

export type PrivacySection = { id: string; heading: string; paragraphs: string[]; list?: string[] };
/** `formName`: the form's declared name, whose retention period `kept` states. */
export type RetentionRow = { formName: string; form: string; collected: string; purpose: string; kept: string };

export const privacyNotice = {
  updated: "2026-11-25",
  updatedLabel: "Last updated",
  intro: [
    `${site.brand.legalName} ("we", "us") is the Data Fiduciary for the personal data you give us through this website. We collect only what each form needs, use it only for the purpose stated beside that form, and do not sell it or use it for advertising.`,
    "This website sets no advertising or tracking cookies. Our server keeps short technical logs (time, page and network address) for security, and never writes your name, email, phone number or files into them.",
  ],
  retentionHeading: "What we collect, why, and how long we keep it",
  retentionColumns: { form: "Form", collected: "What we collect", purpose: "Why", kept: "How long we keep it" },
  retention: [
    {
      formName: "newsletter",
      form: "Newsletter",
      collected: "Email address",
      purpose: "To send our quarterly newsletter",
      kept: "Until you withdraw your consent on the Your data page, then 1 month as a record of the withdrawal",
    },
    {
      formName: "partner-enquiry",
      form: "Become Our Partner",
      collected: "Name, email, mobile number, company, expected volume, partnership type, message",
      purpose: "To reply to your partnership enquiry",
      kept: "24 months after you send it, unless we sign a partner agreement",
    },
    {
      formName: "job-application",
      form: "Job application",
      collected: "Name, email, phone, experience, location, employer, current and expected CTC, notice period, cover letter, resume",
      purpose: "To consider you for the role you applied for",
      kept: "12 months after you apply; if you join us, it moves to your employee record",
    },
    {
      formName: "loan-enquiry",
      form: "Business loan enquiry",
      collected: "Name, mobile number, business name, product of interest, amount, city, message",
      purpose: "To call you back about your loan enquiry",
      kept: "24 months after you send it; if you take a loan, as long as the law requires us to keep loan records",
    },
    {
      formName: "complaint",
      form: "Complaint",
      collected:
        "Name, mobile number, email (if you give one), loan or application number, what the complaint is about and its description; its status and the notes we publish",
      purpose:
        "To look into and answer your complaint, let you track it, and report complaint figures to the Reserve Bank of India (a shareholder's complaint: to the stock exchange)",
      kept: "8 years after you file it, as the law requires lenders to keep complaint records (also when you ask us to erase it: we then use it for nothing else)",
    },
    {
      formName: "privacy-request",
      form: "Your data requests",
      collected: "Email address, what you asked for, and what you asked us to correct",
      purpose: "To confirm the request is yours, answer it, and show that we did",
      kept: "3 years after you ask",
    },
    {
      formName: "investor-alerts",
      form: "Investor document alerts",
      collected: "Email address, and the language of the page you signed up on",
      purpose: "To email you, in that language, each time we publish an investor document or a new version of one",
      kept: "While you are subscribed. A sign-up you do not confirm is deleted after 7 days; once you unsubscribe, we keep the address 30 days as a record that you asked to stop, then delete it",
    },
  ] satisfies RetentionRow[],
  sections: [
    {
      id: "investor-alerts",
      heading: "Investor document alerts",
      paragraphs: [
        "If you sign up for alerts on the Investors page, we first email you a link to confirm, and send nothing more until you open it. Each alert is in the language you signed up in, and names the document and its address.",
        "To stop them, open the unsubscribe link at the end of any alert (many mail apps also show an Unsubscribe button): it works at once. You can also ask us to erase your data on the Your data page (/privacy/your-data), which takes you off the list too.",
      ],
    },
    {
      id: "consent",
      heading: "Your consent",
      paragraphs: [
        "By sending a form you agree that we may use the data in it for the purpose stated beside that form, and for nothing else. We never bundle marketing into a form you need: you get our newsletter only if you sign up for it.",
        "You may withdraw your consent at any time, as easily as you gave it, on the Your data page (/privacy/your-data): enter your email, choose to stop the newsletter, and open the link we email you. We then stop using your data and delete it, unless a law requires us to keep it.",
      ],
    },
    {
      id: "sharing",
      heading: "Who sees your data",
      paragraphs: [
        "Only the team that handles your request: partnerships, human resources, credit or grievance redressal. Our hosting provider stores the data for us under a written contract. We share it with no one else except where the law requires us to, for example with the Reserve Bank of India or a court.",
      ],
    },
    {
      id: "rights",
      heading: "Your rights under the {law:dpdp-act-2023}",
      paragraphs: ["You have the right to:"],
      list: [
        "get a summary of the personal data we hold about you and of how we use it;",
        "have inaccurate or incomplete data corrected and updated;",
        "have your data erased once it is no longer needed for the purpose you gave it for;",
        "withdraw your consent, as easily as you gave it;",
        "have your grievance redressed by us, and then by the Data Protection Board of India;",
        "nominate someone to exercise these rights for you in case of death or incapacity.",
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      paragraphs: [
        "Forms are sent over an encrypted connection. Submissions are stored in an access-controlled database, resumes are checked to be documents before they are stored, and we delete what we no longer need on the schedule above.",
      ],
    },
  ] satisfies PrivacySection[],
  contactHeading: "Ask us, or raise a grievance",
  contact: [
    { label: "To see, correct or delete your data, or withdraw consent", email: site.contact.privacyEmail },
    { label: "Grievance Officer", email: site.contact.grievanceEmail },
  ],
  contactText:
    "Ask for a copy of your data, a correction or an erasure on the Your data page (/privacy/your-data), or by writing to us. Once you confirm it, your request gets a reference, and we answer it within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
};
