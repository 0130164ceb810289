import type { PageHead } from "#content/schema";

// The accessibility statement (/accessibility): the standard the site meets,
// how it is tested (what the project really runs: docs/grievance-law.md),
// what is not yet accessible, and how to ask for help or an accessible copy
// of a document. The RBI asks lenders for this after the Supreme Court's
// judgment of 30 April 2025 (content/law.ts: rbi-accessible-kyc-2025).
// Phone numbers and addresses come from content/grievance.ts.

export const accessibilityHead: PageHead = {
  title: "Accessibility Statement | Udyamitra Finance",
  description:
    "How accessible our website is, the standard we work to (WCAG 2.2 AA), how we test it, what is not yet accessible, and how to ask for help.",
  socialImage: "og-default",
};

export const accessibilityHeader = {
  title: "Accessibility Statement",
  intro:
    "Everyone should be able to read this website, fill in its forms and reach us, whatever device, assistive technology or way of using a computer they rely on.",
};

/** A section of the statement: its paragraphs, then a list, then a closing paragraph. */
type Section = { id: string; heading: string; paragraphs: readonly string[]; list?: readonly string[]; after?: string };

/** The statement's sections, in order; "{law:...}" cites an instrument of content/law.ts; "{days}" is a borrower's complaint's clock. */
export const accessibilitySections: readonly Section[] = [
  {
    id: "standard",
    heading: "The standard we work to",
    paragraphs: [
      "We build this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, in English and in Hindi. As far as we know, every page meets it, with the exceptions listed below.",
      "We do this because it is right, and because the law asks it of us: the {law:rpwd-act-2016}, the Supreme Court's judgment of 30 April 2025 that access to digital services is part of the right to life, and the {law:rbi-accessible-kyc-2025}.",
    ],
  },
  {
    id: "testing",
    heading: "How we test",
    paragraphs: ["Before any change reaches this website, automated tests check it in a real browser (Chromium):"],
    list: [
      "every page, in English and in Hindi, is scanned with axe, an accessibility checker, against the WCAG 2.0, 2.1 and 2.2 rules at levels A and AA, on a phone-sized screen (390 pixels wide) and a desktop-sized one, and the forms with their error messages showing;",
      "no page scrolls sideways on a phone-sized screen;",
      "menus, dialogs, the mobile menu and the forms are used with the keyboard alone: focus stays inside an open dialog or menu, Escape closes it, and after a failed send focus moves to the first field to correct;",
      "the pages are also loaded with animations off, as for people who ask their device for less motion, and without JavaScript.",
    ],
    after:
      "We also audit every page with Lighthouse, a Google tool, when we measure the website's speed, and aim for its full accessibility score.",
  },
  {
    id: "screen-readers",
    heading: "Screen readers",
    paragraphs: [
      "Our tests find elements the way a screen reader does, by their roles and names, and the pages are marked up with headings, landmarks, labelled fields and tables with headers. We have not yet had the website reviewed by people who use screen readers every day, such as NVDA, JAWS, VoiceOver or TalkBack users. Until we have, please tell us anything that does not read well.",
    ],
  },
  {
    id: "limits",
    heading: "What is not yet accessible",
    paragraphs: ["We know of these limits, and we are working on them:"],
    list: [
      "Documents in our investor library are PDF files. Many come from third parties (stock exchange filings, auditors' and rating agencies' reports) and are not tagged for screen readers; some are scans of signed paper documents, with no text a screen reader can read.",
      "Most documents in our investor library are in English only.",
      "Links to other websites, such as the RBI's complaint portal, SEBI's SCORES and SMART ODR, map services and our lending partners' sites, lead to pages we do not control.",
    ],
  },
  {
    id: "help",
    heading: "Ask for help or an accessible copy",
    paragraphs: [
      "If you cannot use a part of this website, or you need a document in another form (a tagged PDF, plain text, large print, Hindi, or read to you over the phone), tell us and we will send it. If a step of our KYC, such as a live photo, is hard for you, tell us too: we will verify you another way, at our office or where you are, at no extra cost.",
      'You can file a complaint on our grievance page and choose "Accessibility of our website or services": it gets a reference, and we answer within {days} days. Or call or write to our customer care:',
    ],
  },
];

/** The help section's contact lines and link. */
export const accessibilityHelp = {
  complaintLink: "File an accessibility complaint",
  phone: "Phone",
  email: "Email",
};
