// The server's settings: every environment variable it reads, parsed once at
// start by one schema. A bad value stops the start with the variable's name
// and what is expected, instead of surfacing later as an odd behaviour.
// (Build-time settings are in shared/build-settings.ts.)
import type { FormName } from "#forms/all-forms";
import path from "node:path";
import { z } from "zod";
import { staffOriginProblem } from "./auth/relying-party";
import { type TrustProxy, origins, positiveInt, trustProxy } from "./config-values";
import { FORM_DECLARATIONS } from "#forms/all-forms";
import {
  type DeliverySettings,
  SECRET_VARIABLES,
  deliveryEnvShape,
  deliverySettingsFrom,
  recipientEnvShape,
  strayRecipientVariables,
} from "./delivery/settings";
import { type KeySettings, keyEnvShape, keySettingsFrom } from "./keys/key-settings";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const MB = 1024 * 1024;

/** Defaults of the settings that limits and timeouts read (tests build apps without the environment). */
export const LIMIT_DEFAULTS = {
  formRateLimit: 5,
  formRateLimitTotal: 10,
  resumeBytesPerAddressPerDay: 25 * MB,
  resumeBytesPerDay: 2048 * MB,
  maxEventLoopDelayMs: 1000,
  maxEventLoopUtilization: 0.98,
  pressureRetryAfterSeconds: 5,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  idleTimeoutMs: 15_000,
  shutdownTimeoutMs: 25_000,
} as const;

/**
 * How many months each form's submissions are kept before the daily purge
 * erases them (server/privacy/retention.ts), counted from when they were sent;
 * a newsletter sign-up is kept until consent is withdrawn, then this long.
 * The privacy notice states these figures, and a test fails when the two
 * disagree (server/privacy/retention-notice.test.ts). RETENTION_MONTHS_<EXPORT
 * NAME> changes one (RETENTION_MONTHS_PARTNERS=36); then change the notice too.
 */
export const RETENTION_DEFAULT_MONTHS = {
  newsletter: 1,
  "partner-enquiry": 24,
  "loan-enquiry": 24,
  "job-application": 12,
  complaint: 96,
  "privacy-request": 36,
  // The investor alerts list keeps addresses by days instead (ALERT_RETENTION_DEFAULT_DAYS).
} as const satisfies Readonly<Partial<Record<FormName, number>>>;
/**
 * Days the investor alerts list keeps an address that is not on it: a sign-up
 * never confirmed (`pending`, from the sign-up), an address that unsubscribed
 * (`unsubscribed`, from then, as the record that it asked to stop). A
 * confirmed address stays while it is subscribed. The privacy notice states
 * these too (server/privacy/retention-notice.test.ts);
 * RETENTION_DAYS_ALERTS_PENDING and RETENTION_DAYS_ALERTS_UNSUBSCRIBED change them.
 */
export const ALERT_RETENTION_DEFAULT_DAYS = { pending: 7, unsubscribed: 30 } as const;
const retentionVariable = (form: string) =>
  `RETENTION_MONTHS_${FORM_DECLARATIONS.find((d) => d.name === form)!
    .exportName.toUpperCase()
    .replace(/-/g, "_")}`;
const retentionEnvShape = () =>
  Object.fromEntries(
    Object.entries(RETENTION_DEFAULT_MONTHS).map(([form, months]) => [
      retentionVariable(form),
      positiveInt(retentionVariable(form)).default(months),
    ]),
  );

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535, "must be a port number (0 to 65535)").default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    CLIENT_DIR: z.string().trim().min(1).default("build/client"),
    SQLITE_PATH: z.string().trim().min(1).default("data/site.db"),
    DATABASE_URL: z
      .string()
      .trim()
      .refine((u) => /^postgres(?:ql)?:\/\/\S+$/.test(u) && URL.canParse(u), "must be a postgres:// or postgresql:// URL")
      .optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
    FORM_RATE_LIMIT: positiveInt("FORM_RATE_LIMIT").default(LIMIT_DEFAULTS.formRateLimit),
    FORM_RATE_LIMIT_TOTAL: positiveInt("FORM_RATE_LIMIT_TOTAL").default(LIMIT_DEFAULTS.formRateLimitTotal),
    RESUME_BYTES_PER_ADDRESS_PER_DAY: positiveInt("RESUME_BYTES_PER_ADDRESS_PER_DAY").default(LIMIT_DEFAULTS.resumeBytesPerAddressPerDay),
    RESUME_BYTES_PER_DAY: positiveInt("RESUME_BYTES_PER_DAY").default(LIMIT_DEFAULTS.resumeBytesPerDay),
    TRUST_PROXY: trustProxy.optional(),
    ALLOWED_ORIGINS: origins.optional(),
    // The site's public origin: the staff console's passkey relying party and the only origin its writes are taken from.
    STAFF_ORIGIN: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = staffOriginProblem(value);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .optional(),
    // 0 turns the delay check off (test processes on a loaded machine; the utilisation check still holds).
    MAX_EVENT_LOOP_DELAY_MS: z.coerce
      .number({ error: "MAX_EVENT_LOOP_DELAY_MS must be a whole number" })
      .int("MAX_EVENT_LOOP_DELAY_MS must be a whole number")
      .min(0, "MAX_EVENT_LOOP_DELAY_MS must be 0 (off) or above")
      .default(LIMIT_DEFAULTS.maxEventLoopDelayMs),
    MAX_EVENT_LOOP_UTILIZATION: z.coerce
      .number({ error: "must be a number" })
      .gt(0, "must be a fraction above 0 and at most 1 (e.g. 0.98)")
      .max(1, "must be a fraction above 0 and at most 1 (e.g. 0.98)")
      .default(LIMIT_DEFAULTS.maxEventLoopUtilization),
    PRESSURE_RETRY_AFTER_SECONDS: positiveInt("PRESSURE_RETRY_AFTER_SECONDS").default(LIMIT_DEFAULTS.pressureRetryAfterSeconds),
    HEADERS_TIMEOUT_MS: positiveInt("HEADERS_TIMEOUT_MS").default(LIMIT_DEFAULTS.headersTimeoutMs),
    REQUEST_TIMEOUT_MS: positiveInt("REQUEST_TIMEOUT_MS").default(LIMIT_DEFAULTS.requestTimeoutMs),
    IDLE_TIMEOUT_MS: positiveInt("IDLE_TIMEOUT_MS").default(LIMIT_DEFAULTS.idleTimeoutMs),
    SHUTDOWN_TIMEOUT_MS: positiveInt("SHUTDOWN_TIMEOUT_MS").default(LIMIT_DEFAULTS.shutdownTimeoutMs),
    // How often each process looks for complaints to escalate and the day's digest (default 300).
    COMPLAINT_JOBS_INTERVAL_SECONDS: positiveInt("COMPLAINT_JOBS_INTERVAL_SECONDS").optional(),
    // The hour of the India day from which each colleague gets the morning email of their follow-ups due.
    FOLLOW_UP_MAIL_HOUR: z.coerce
      .number({ error: "FOLLOW_UP_MAIL_HOUR must be an hour from 0 to 23" })
      .int("FOLLOW_UP_MAIL_HOUR must be an hour from 0 to 23")
      .min(0, "FOLLOW_UP_MAIL_HOUR must be an hour from 0 to 23")
      .max(23, "FOLLOW_UP_MAIL_HOUR must be an hour from 0 to 23")
      .default(8),
    // Where the leads go (server/delivery/settings.ts).
    ...deliveryEnvShape,
    ...recipientEnvShape(),
    ...retentionEnvShape(),
    // The keys kept outside the database, and who receives the audit checkpoints (server/keys/key-settings.ts).
    ...keyEnvShape,
    RETENTION_DAYS_ALERTS_PENDING: positiveInt("RETENTION_DAYS_ALERTS_PENDING").default(ALERT_RETENTION_DEFAULT_DAYS.pending),
    RETENTION_DAYS_ALERTS_UNSUBSCRIBED: positiveInt("RETENTION_DAYS_ALERTS_UNSUBSCRIBED").default(
      ALERT_RETENTION_DEFAULT_DAYS.unsubscribed,
    ),
  })
  .refine((c) => c.HEADERS_TIMEOUT_MS <= c.REQUEST_TIMEOUT_MS, {
    path: ["HEADERS_TIMEOUT_MS"],
    message: "must not be longer than REQUEST_TIMEOUT_MS (the headers are part of the request)",
  });

export type ServerConfig = {
  port: number;
  host: string;
  /** Folder of the built site (HTML, assets, images). */
  clientDir: string;
  /** SQLite file used when DATABASE_URL is not set. */
  sqlitePath: string;
  /** postgres://... to use PostgreSQL instead of SQLite. */
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Submissions per minute allowed per address on each form endpoint. */
  formRateLimit: number;
  /** Submissions per minute allowed per address across all form endpoints together. */
  formRateLimitTotal: number;
  /** Resume bytes stored per address per day (UTC). */
  resumeBytesPerAddressPerDay: number;
  /** Resume bytes stored per day (UTC) from everyone together. */
  resumeBytesPerDay: number;
  trustProxy: TrustProxy;
  /** Origins besides the site's own whose pages may post to /api/. */
  allowedOrigins: string[];
  /**
   * The site's origin as staff reach it (https://www.example.in): the passkey
   * relying party and the console's only origin. Unset: localhost, any port.
   */
  staffOrigin: string | undefined;
  /** Event-loop delay (mean over a second) above which /api/ answers 503. */
  maxEventLoopDelayMs: number;
  /** Share of a second the event loop is busy above which /api/ answers 503 (1 turns this check off). */
  maxEventLoopUtilization: number;
  /** Retry-After of those 503 answers. */
  pressureRetryAfterSeconds: number;
  /** Time allowed for a request's headers to arrive. */
  headersTimeoutMs: number;
  /** Time allowed for a whole request (headers and body) to arrive. */
  requestTimeoutMs: number;
  /** Time a connection may stay silent while a request is arriving. */
  idleTimeoutMs: number;
  /** On SIGTERM, how long requests in flight and deliveries being sent may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Email and webhook delivery of each submission (docs/forms-and-data.md, "Where the leads go"). */
  delivery: DeliverySettings;
  /** Months each form's submissions are kept, by form name (RETENTION_DEFAULT_MONTHS). */
  retentionMonths: Record<string, number>;
  /** Days the investor alerts list keeps unconfirmed and unsubscribed addresses (ALERT_RETENTION_DEFAULT_DAYS). */
  alertRetentionDays: { pending: number; unsubscribed: number };
  /** How often the complaint jobs (escalation, digest) run in this process; unset: every 5 minutes. */
  complaintJobsIntervalMs?: number;
  /** The hour (0-23, India) from which the morning email of follow-ups due goes out (FOLLOW_UP_MAIL_HOUR, default 8). */
  followUpMailHour: number;
  /** The key files (link signing, audit checkpoints) and the compliance address (server/keys/key-settings.ts). */
  keySettings: KeySettings;
  /** How often the investor alerts' job looks for documents that became live; unset: every 10 seconds. */
  investorAlertsIntervalMs?: number;
};

export class ConfigError extends Error {}

/** Reads and checks the environment; throws a ConfigError listing every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  // An empty variable (NAME= in a .env file) counts as unset.
  const given = Object.fromEntries(Object.keys(schema.shape).flatMap((k) => (env[k] === undefined || env[k] === "" ? [] : [[k, env[k]]])));
  const parsed = schema.safeParse(given);
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => ({ variable: String(i.path[0]), message: i.message }))),
    ...strayRecipientVariables(env),
  ];
  const delivery = parsed.success ? deliverySettingsFrom(parsed.data) : undefined;
  const keys = parsed.success ? keySettingsFrom(parsed.data, env, root) : undefined;
  issues.push(...(delivery?.issues ?? []), ...(keys?.issues ?? []));
  if (!parsed.success || !delivery || !keys || issues.length > 0) {
    const lines = issues.map((i) => `  ${i.variable}=${JSON.stringify(shown(i.variable, env[i.variable] ?? ""))}: ${i.message}`);
    throw new ConfigError(`The server cannot start: invalid settings\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    clientDir: path.resolve(root, c.CLIENT_DIR),
    sqlitePath: path.resolve(root, c.SQLITE_PATH),
    databaseUrl: c.DATABASE_URL,
    logLevel: c.LOG_LEVEL,
    formRateLimit: c.FORM_RATE_LIMIT,
    formRateLimitTotal: c.FORM_RATE_LIMIT_TOTAL,
    resumeBytesPerAddressPerDay: c.RESUME_BYTES_PER_ADDRESS_PER_DAY,
    resumeBytesPerDay: c.RESUME_BYTES_PER_DAY,
    trustProxy: c.TRUST_PROXY ?? false,
    allowedOrigins: c.ALLOWED_ORIGINS ?? [],
    staffOrigin: c.STAFF_ORIGIN ? new URL(c.STAFF_ORIGIN).origin : undefined,
    maxEventLoopDelayMs: c.MAX_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: c.MAX_EVENT_LOOP_UTILIZATION,
    pressureRetryAfterSeconds: c.PRESSURE_RETRY_AFTER_SECONDS,
    headersTimeoutMs: c.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
    idleTimeoutMs: c.IDLE_TIMEOUT_MS,
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    delivery: delivery.settings,
    retentionMonths: Object.fromEntries(
      Object.keys(RETENTION_DEFAULT_MONTHS).map((form) => [form, (c as Record<string, unknown>)[retentionVariable(form)] as number]),
    ),
    alertRetentionDays: { pending: c.RETENTION_DAYS_ALERTS_PENDING, unsubscribed: c.RETENTION_DAYS_ALERTS_UNSUBSCRIBED },
    keySettings: keys.settings,
    followUpMailHour: c.FOLLOW_UP_MAIL_HOUR,
    ...(c.COMPLAINT_JOBS_INTERVAL_SECONDS ? { complaintJobsIntervalMs: c.COMPLAINT_JOBS_INTERVAL_SECONDS * 1000 } : {}),
  };
}

/** A value as an error message may show it: secrets hidden, a URL's password masked (also in a URL too broken to parse). */
function shown(variable: string, value: string): string {
  if (SECRET_VARIABLES.has(variable)) return value ? "(hidden)" : "";
  return value.replace(/^(\s*[a-z][\d+.a-z-]*:\/\/[^/:@]*):[^/@]*@/i, "$1:***@");
}

/** For entry points: the config, or a clear message and exit code 1. */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
