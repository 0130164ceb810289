import type { PageHead } from "#content/schema";

// The grievance redressal page (/grievance-redressal): the levels a complaint
// goes through, as RBI's guidance for NBFCs sets them out, then the forms to
// file and to track a complaint (their words: form-words/complaint.ts). Names,
// numbers and addresses come from content/site.ts; the words here hold
// "{placeholders}" for them.

export const grievanceHead: PageHead = {
  title: "Grievance Redressal | Udyamitra Finance",
  description:
    "How to raise a complaint with Udyamitra Finance, who answers it and by when, how to track it online, and how to reach the RBI Ombudsman.",
  socialImage: "og-default",
};

export const grievanceHeader = {
  title: "Grievance Redressal",
  /** "{days}", "{shareholderDays}", "{privacyDays}": the clock of each kind of complaint (content/grievance.ts). */
  intro:
    "If something has gone wrong, tell us. Every complaint gets a reference, and we answer within {days} days ({shareholderDays} days for a shareholder's complaint, {privacyDays} days for a grievance about your personal data).",
};

/** Labels shared by the contact cards of every level. */
export const grievanceLabels = {
  name: "Name",
  designation: "Designation",
  phone: "Phone",
  email: "Email",
  address: "Address",
  hours: "Hours",
  /** "{n}" is the level's number. */
  level: "Level {n}",
  newTab: "(opens in a new tab)",
};

export const grievanceLevels = {
  heading: "How to raise a complaint",
  intro:
    "Start with customer care. If your complaint is not resolved in time, or you are not satisfied with the answer, take it to the next level.",
  customerCare: {
    title: "Customer care",
    text: "Call or write to us with your loan account number if you have one. We acknowledge every complaint within two working days and try to resolve it within 7 working days.",
    hours: "Monday to Saturday, 9:30 am to 6:30 pm, except public holidays",
  },
  officer: {
    title: "Grievance Redressal Officer",
    designation: "Grievance Redressal Officer",
    text: "If customer care has not resolved your complaint within 7 working days, or you are not satisfied with its answer, write to our Grievance Redressal Officer.",
    /** "{days}" is the answer window. */
    answer: "The Grievance Redressal Officer answers within {days} days of the day you first complained.",
  },
  nodalOfficer: {
    title: "Principal Nodal Officer",
    designation: "Principal Nodal Officer",
    text: "If the Grievance Redressal Officer has not answered you in time, or you are not satisfied with the answer, write to our Principal Nodal Officer, who oversees how we handle complaints.",
    answer: "The Principal Nodal Officer answers within 10 working days.",
  },
  ombudsman: {
    title: "RBI Ombudsman",
    what: "Under the {law:rb-ios-2026}, in force since 1 July 2026, the Reserve Bank of India's Ombudsman looks into complaints against banks and NBFCs, free of charge.",
    when: "You may complain to the Ombudsman if we have not answered you within 30 days of your complaint, if we rejected it, or if you are not satisfied with our answer. Complain within one year of our answer (or, if we did not answer, within one year and 30 days of your complaint).",
    /** "{compensation}", "{distress}": lakh rupees; "{appealDays}": days (content/regulators.ts). */
    compensation:
      "The Ombudsman may award you compensation of up to ₹{compensation} lakh for your loss, and up to ₹{distress} lakh more for your time, expenses and distress. You or we may appeal the Ombudsman's decision within {appealDays} days.",
    crpc: "Every complaint under the scheme, online or on paper, is received and processed centrally by the RBI's CRPC, at the address below.",
    cmsText: "Complain online on RBI's Complaint Management System:",
    cmsLink: "cms.rbi.org.in",
    tollFreeLabel: "Toll-free contact centre",
    postText: "Or send your complaint on paper, in the form the scheme prescribes, to:",
  },
  digitalLending: {
    heading: "Complaints about a lending app or a lending service provider",
    text: "Each lending service provider and digital lending app that acts for us has a nodal grievance redressal officer of its own. You may complain to that officer or directly to us at any of the levels above; the same time limits and the Ombudsman route apply.",
    link: "Our lending service providers, their apps and their grievance officers",
  },
};
