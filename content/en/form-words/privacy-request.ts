import type { FormCopy } from "#forms/declare";
import type { privacyRequestForm } from "#forms/privacy-request";

export const privacyRequestCopy = {
  labels: { email: "Your email address", action: "What would you like us to do?", change: "What should we correct?" },
  messages: {
    email: { required: "Email is required", email: "Please enter a valid email address", max: "Email address is too long" },
    action: { choice: "Please choose what you would like us to do" },
    change: { max: "Please keep this under 1000 characters" },
  },
  options: {
    action: {
      withdraw: "Stop the newsletter (withdraw my consent)",
      copy: "Send me a copy of my data",
      correct: "Correct my data",
      erase: "Erase my data",
    },
  },
  submitting: "Sending...",
  submit: "Send me the confirmation link",
  /** The same answer whether or not we hold anything for the address: nobody learns who is on our lists. */
  success: {
    title: "Check your email",
    text: "If the address is right, a confirmation link is on its way. Nothing happens until you open it; it works for 24 hours.",
  },
  notice: {
    collected: "We keep your email address and your request",
    why: "to confirm it is you and to answer your request",
    kept: "for 3 years after we answer, as evidence that we did",
  },
} satisfies FormCopy<typeof privacyRequestForm> & Record<string, unknown>;
