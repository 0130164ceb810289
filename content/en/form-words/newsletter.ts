import type { FormCopy } from "#forms/declare";
import type { newsletterForm } from "#forms/newsletter";

export const newsletterCopy = {
  labels: { email: "Email address" },
  /** docs/requirements.md#forms, exactly (the length message is ours: an address this long cannot be real). */
  messages: {
    email: { required: "Email is required", email: "Please enter a valid email address", max: "Email address is too long" },
  },
  options: {},
  placeholder: "you@company.in",
  submit: "Subscribe",
  submitting: "Subscribing...",
  /** docs/requirements.md#forms, exactly. */
  success: { title: "Successfully Subscribed!", text: "Thank you for subscribing to our newsletter." },
  notice: {
    collected: "We keep only your email address",
    why: "to send our quarterly newsletter",
    kept: "until you unsubscribe",
  },
} satisfies FormCopy<typeof newsletterForm> & Record<string, unknown>;
