// The delivery settings: which channels carry a lead to people (email through
// SMTP, a signed webhook to the CRM), and how hard the worker keeps trying.
// The variables' checks are here and join the one schema in server/config.ts,
// so a bad value stops the start with the others.
import { z } from "zod";
import { EMAIL_PATTERN } from "#forms/rules";
import { FORM_DECLARATIONS } from "#forms/all-forms";

export type EmailSettings = {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://... (TLS from the start). */
  smtpUrl: string;
  /** The From address, optionally with a display name. */
  from: string;
  /** Default recipients. */
  to: string[];
  /** Recipients per form, by the form's export name (applications, loans, ...), where set. */
  toByForm: Record<string, string[]>;
  /** A resume larger than this is not attached; the email says how to fetch it. */
  maxAttachmentBytes: number;
};

export type WebhookSettings = { url: string; secret: string };

export type RetrySettings = {
  /** Wait after the first failure; it doubles after each further one... */
  firstDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
  /** Tries before a delivery is marked dead. */
  maxAttempts: number;
};

export type DeliverySettings = {
  email?: EmailSettings | undefined;
  webhook?: WebhookSettings | undefined;
  retry: RetrySettings;
  /** How long a claimed delivery stays with its worker without a renewal (renewed while it sends). */
  leaseMs: number;
  /**
   * Deliveries one process has in flight at a time (over at most 8 SMTP
   * connections; the rest wait in nodemailer's pool). Many per round keeps the
   * rounds' commits few when a burst arrives.
   */
  concurrency: number;
  /** How often an idle worker looks for due deliveries (retries, other processes' rows, requeues). */
  idlePollMs: number;
};

const MB = 1024 * 1024;

export const DELIVERY_DEFAULTS: Omit<DeliverySettings, "email" | "webhook"> & { maxAttachmentBytes: number } = {
  // 30 s doubling to 6 h: 20 tries span about three days, a long weekend of broken mail.
  retry: { firstDelayMs: 30_000, maxDelayMs: 6 * 60 * 60 * 1000, maxAttempts: 20 },
  leaseMs: 60_000,
  concurrency: 64,
  idlePollMs: 2_000,
  maxAttachmentBytes: 5 * MB,
};

/** LEADS_EMAIL_TO_<EXPORT NAME>: each form's own recipients (a new form gets its variable with its declaration). */
function recipientVariable(exportName: string): string {
  return `LEADS_EMAIL_TO_${exportName.toUpperCase().replace(/[^A-Z0-9]+/g, "_")}`;
}

const RECIPIENT_PREFIX = "LEADS_EMAIL_TO_";
const formRecipientVariables = () => FORM_DECLARATIONS.map((form) => recipientVariable(form.exportName));

/** "leads@example.in" or "Website leads <leads@example.in>": the bare address, or undefined. */
export function mailboxAddress(value: string): string | undefined {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value.trim());
  const address = (named ? named[1]! : value).trim();
  return address.length <= 254 && EMAIL_PATTERN.test(address) ? address : undefined;
}

const addressList = z.string().transform((raw, ctx) => {
  const items = raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = items.filter((a) => !EMAIL_PATTERN.test(a) || a.length > 254);
  if (items.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: "custom",
      message: `must be one email address or a comma-separated list${bad.length ? ` ("${bad[0]}" is not an address)` : ""}`,
    });
    return z.NEVER;
  }
  return items;
});

const smtpUrl = z
  .string()
  .trim()
  .refine((u) => {
    if (!URL.canParse(u)) return false;
    const url = new URL(u);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  }, "must be an smtp:// or smtps:// URL with a host, such as smtp://user:password@mail.example.in:587 (smtps:// for TLS from the start, as on port 465)");

const httpUrl = z
  .string()
  .trim()
  .refine(
    (u) => URL.canParse(u) && ["http:", "https:"].includes(new URL(u).protocol),
    "must be an https:// (or http://) URL, such as https://crm.example.in/hooks/leads",
  );

/** whsec_ followed by the base64 of 24 to 64 random bytes, as Standard Webhooks senders issue them. */
const webhookSecret = z
  .string()
  .trim()
  .refine((s) => {
    const body = s.startsWith("whsec_") ? s.slice("whsec_".length) : "";
    if (!/^[A-Z0-9+/]+={0,2}$/i.test(body)) return false;
    const bytes = Buffer.from(body, "base64").length;
    return bytes >= 24 && bytes <= 64;
  }, "must be a Standard Webhooks secret: whsec_ followed by the base64 of 24 to 64 random bytes (e.g. whsec_$(openssl rand -base64 32))");

const seconds = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of seconds` })
    .positive(`${name} must be above 0`)
    .max(7 * 24 * 3600, `${name} must be at most a week`);

/** The delivery variables, spread into the server's one schema (server/config.ts). */
export const deliveryEnvShape = {
  SMTP_URL: smtpUrl.optional(),
  LEADS_EMAIL_FROM: z
    .string()
    .trim()
    .refine((v) => mailboxAddress(v) !== undefined, 'must be one address, such as leads@example.in or "Website leads <leads@example.in>"')
    .optional(),
  LEADS_EMAIL_TO: addressList.optional(),
  LEADS_EMAIL_MAX_ATTACHMENT_BYTES: z.coerce
    .number({ error: "must be a number of bytes" })
    .int("must be a whole number of bytes")
    .min(0, "must be 0 or more (0 never attaches)")
    .default(DELIVERY_DEFAULTS.maxAttachmentBytes),
  LEADS_WEBHOOK_URL: httpUrl.optional(),
  LEADS_WEBHOOK_SECRET: webhookSecret.optional(),
  LEADS_RETRY_FIRST_SECONDS: seconds("LEADS_RETRY_FIRST_SECONDS").default(DELIVERY_DEFAULTS.retry.firstDelayMs / 1000),
  LEADS_RETRY_MAX_SECONDS: seconds("LEADS_RETRY_MAX_SECONDS").default(DELIVERY_DEFAULTS.retry.maxDelayMs / 1000),
  LEADS_RETRY_MAX_ATTEMPTS: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(1000, "must be at most 1000")
    .default(DELIVERY_DEFAULTS.retry.maxAttempts),
  LEADS_DELIVERY_LEASE_SECONDS: seconds("LEADS_DELIVERY_LEASE_SECONDS").default(DELIVERY_DEFAULTS.leaseMs / 1000),
};

/** One optional address list per form: LEADS_EMAIL_TO_NEWSLETTER, ..._PARTNERS, ..._APPLICATIONS, ..._LOANS, and any form added later. */
export function recipientEnvShape(): Record<string, z.ZodOptional<typeof addressList>> {
  return Object.fromEntries(formRecipientVariables().map((name) => [name, addressList.optional()]));
}

type Parsed = z.output<z.ZodObject<typeof deliveryEnvShape>> & Record<string, unknown>;
type SettingIssue = { variable: string; message: string };

/** LEADS_EMAIL_TO_* variables that name no form (a typo would otherwise send that form's leads to the default list). */
export function strayRecipientVariables(env: NodeJS.ProcessEnv): SettingIssue[] {
  const known = new Set(formRecipientVariables());
  return Object.keys(env)
    .filter((k) => k.startsWith(RECIPIENT_PREFIX) && !known.has(k) && env[k] !== undefined && env[k] !== "")
    .map((variable) => ({ variable, message: `names no form; the per-form recipient variables are ${[...known].join(", ")}` }));
}

/** The settings from the parsed variables, or the issues that make them unusable together. */
export function deliverySettingsFrom(c: Parsed): { settings: DeliverySettings; issues: SettingIssue[] } {
  const issues: SettingIssue[] = [];
  const perForm = FORM_DECLARATIONS.flatMap((form) => {
    const value = c[recipientVariable(form.exportName)] as string[] | undefined;
    return value ? [[form.exportName, value] as const] : [];
  });
  const emailAsked = c.LEADS_EMAIL_FROM !== undefined || c.LEADS_EMAIL_TO !== undefined || perForm.length > 0;
  if (!c.SMTP_URL && emailAsked)
    issues.push({
      variable: "SMTP_URL",
      message:
        "is required when LEADS_EMAIL_FROM or LEADS_EMAIL_TO is set: the mail server that sends the leads, such as smtp://user:password@mail.example.in:587",
    });
  if (c.SMTP_URL && !c.LEADS_EMAIL_FROM)
    issues.push({
      variable: "LEADS_EMAIL_FROM",
      message: "is required when SMTP_URL is set: the address the leads are sent from, such as leads@example.in",
    });
  if (c.SMTP_URL && !c.LEADS_EMAIL_TO)
    issues.push({
      variable: "LEADS_EMAIL_TO",
      message: "is required when SMTP_URL is set: who receives the leads (one address or a comma-separated list)",
    });
  if (c.LEADS_WEBHOOK_URL && !c.LEADS_WEBHOOK_SECRET)
    issues.push({
      variable: "LEADS_WEBHOOK_SECRET",
      message: "is required when LEADS_WEBHOOK_URL is set: the whsec_... secret the CRM verifies signatures with",
    });
  if (c.LEADS_WEBHOOK_SECRET && !c.LEADS_WEBHOOK_URL)
    issues.push({ variable: "LEADS_WEBHOOK_URL", message: "is required when LEADS_WEBHOOK_SECRET is set: where to send the leads" });
  if (c.LEADS_RETRY_MAX_SECONDS < c.LEADS_RETRY_FIRST_SECONDS)
    issues.push({
      variable: "LEADS_RETRY_MAX_SECONDS",
      message: `must be at least LEADS_RETRY_FIRST_SECONDS (${c.LEADS_RETRY_FIRST_SECONDS})`,
    });

  const email: EmailSettings | undefined =
    c.SMTP_URL && c.LEADS_EMAIL_FROM && c.LEADS_EMAIL_TO
      ? {
          smtpUrl: c.SMTP_URL,
          from: c.LEADS_EMAIL_FROM,
          to: c.LEADS_EMAIL_TO,
          toByForm: Object.fromEntries(perForm),
          maxAttachmentBytes: c.LEADS_EMAIL_MAX_ATTACHMENT_BYTES,
        }
      : undefined;
  const webhook = c.LEADS_WEBHOOK_URL && c.LEADS_WEBHOOK_SECRET ? { url: c.LEADS_WEBHOOK_URL, secret: c.LEADS_WEBHOOK_SECRET } : undefined;
  return {
    issues,
    settings: {
      email,
      webhook,
      retry: {
        firstDelayMs: c.LEADS_RETRY_FIRST_SECONDS * 1000,
        maxDelayMs: c.LEADS_RETRY_MAX_SECONDS * 1000,
        maxAttempts: c.LEADS_RETRY_MAX_ATTEMPTS,
      },
      leaseMs: c.LEADS_DELIVERY_LEASE_SECONDS * 1000,
      concurrency: DELIVERY_DEFAULTS.concurrency,
      idlePollMs: DELIVERY_DEFAULTS.idlePollMs,
    },
  };
}

/** Variables whose values never appear in an error message (credentials). */
export const SECRET_VARIABLES = new Set(["LEADS_WEBHOOK_SECRET"]);
