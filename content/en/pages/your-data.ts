import type { PageHead } from "#content/schema";

export const yourDataHead: PageHead = {
  title: "Your data | Udyamitra Finance",
  description: "Stop our newsletter, or ask for a copy of your data, its correction or its erasure. We confirm by email first.",
  socialImage: "og-default",
};

export const yourDataHeader = {
  title: "Your data",
  intro: "Withdraw your consent as easily as you gave it, or ask us for a copy of what we hold about you, its correction or its erasure.",
};

export const yourDataSteps = {
  heading: "How it works",
  steps: [
    "Enter the email address you used with us and choose what you would like us to do.",
    "We email that address a link. Nothing happens until you open it, and it works for 24 hours.",
    "Stopping the newsletter takes effect when you open the link. A copy, a correction or an erasure gets a reference, and we answer within 30 days.",
    "If the law requires us to keep a record, such as a complaint, we keep it only for that, and our answer tells you why and until when.",
  ],
  formHeading: "Make a request",
};
