import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import path from "node:path";
import { DOCUMENTS_URL_PREFIX } from "#shared/documents/publishing";
import { LIMIT_DEFAULTS, type ServerConfig } from "./config";
import { RESOURCE_CSP } from "./csp";
import { openDatabase } from "./db/database";
import { answerClientError, createHttpServer } from "./http-server";
import { registerFormLimits } from "./limits/form-limits";
import { allForms } from "./form-registry/registry";
import { MAX_DOCUMENT_BYTES, REFUSED } from "./published-documents/publication-rules";
import { createLimits } from "./limits/limits";
import { registerDelivery } from "./delivery/delivery";
import { createComplaintMailSender } from "./complaints/complaint-mail-sender";
import { registerErrorHandling } from "./plugins/error-handling";
import { JSON_BODY_LIMIT, registerEarlyBodyLimit } from "./plugins/early-body-limit";
import { registerEventLoopGuard } from "./plugins/event-loop-guard";
import { registerSameOriginCheck } from "./plugins/same-origin";
import { registerHostileInputChecks } from "./plugins/hostile-input";
import { registerSecurityHeaders, securityHeaders } from "./plugins/security-headers";
import { registerDocumentsRoute, registerInvestorRedirects } from "./routes/documents";
import { registerHealthRoute } from "./routes/health";
import { registerComplaintStatusRoute } from "./routes/complaint-status";
import { MULTIPART_LIMITS } from "./routes/form-file";
import { registerFormRoute } from "./routes/form-route";
import type { RegisterForm } from "./form-registry/form-route-options";
import { registerLeadForms } from "./submissions/register-lead-forms";
import { registerComplaints } from "./complaints/register-complaints";
import { registerPrivacy } from "./privacy/register-privacy";
import { registerInvestorAlerts } from "./investor-alerts/register-investor-alerts";
import { registerPublishedDocuments } from "./published-documents/register-published-documents";
import { registerStaffApi } from "./staff/staff-api";
import { registerFollowUpMails } from "./staff-mail/follow-up-mail";
import { createStaffMailSender } from "./staff-mail/staff-mail-sender";
import { site } from "#content/site";
import { type Keys, ephemeralKeys } from "./keys/key-files";
import { scheduleCheckpoints } from "./audit/checkpoint-job";
import { registerSiteRoutes } from "./static/serve-site";
import { registerStaffConsole } from "./static/staff-console";
import { createFastStatic } from "./static/fast-static";
import { loadSiteFiles } from "./static/site-files";
import { startSiteContent } from "./site-content/site-content";

export type AppOptions = Pick<ServerConfig, "clientDir" | "logLevel" | "trustProxy"> &
  // Without sqlitePath or databaseUrl (tests of the static site) the forms use an in-memory SQLite.
  // Limits and timeouts left out take the defaults of server/config.ts.
  Partial<Omit<ServerConfig, "clientDir" | "logLevel" | "trustProxy" | "port" | "host">> & {
    /** How often the event loop is measured (tests shorten it). */
    pressureSampleIntervalMs?: number;
    /** The public site's origin for links in complaint emails (tests: the listening server's); else STAFF_ORIGIN, else content/site.ts. */
    publicOrigin?: string;
    /** The clock of staff sessions and the audit trail (tests move it). */
    staffClock?: () => Date;
    /** The keys kept outside the database (server/keys/: main.ts loads them); unset, keys of the app's own (tests). */
    keys?: Keys;
    /** Who receives the audit checkpoints; unset, COMPLIANCE_EMAIL's (keySettings). */
    complianceEmail?: string[];
    /** Check every answer of /api/staff against the contract (test support sets it; server/staff/answer-check.ts). */
    checkStaffAnswers?: boolean;
    /** How often the site's published content is looked for, and due publications (tests shorten them). */
    contentPollMs?: number;
    contentScheduleMs?: number;
    /** How long one render of the site may take before it is stopped (tests of a failing render shorten it). */
    contentRenderTimeLimitMs?: number;
  };

/** The options with every limit and timeout filled in. */
function withDefaults(options: AppOptions) {
  const pick = <K extends keyof typeof LIMIT_DEFAULTS>(key: K): number => options[key] ?? LIMIT_DEFAULTS[key];
  return {
    formRateLimit: pick("formRateLimit"),
    formRateLimitTotal: pick("formRateLimitTotal"),
    resumeBytesPerAddressPerDay: pick("resumeBytesPerAddressPerDay"),
    resumeBytesPerDay: pick("resumeBytesPerDay"),
    maxEventLoopDelayMs: pick("maxEventLoopDelayMs"),
    maxEventLoopUtilization: pick("maxEventLoopUtilization"),
    pressureRetryAfterSeconds: pick("pressureRetryAfterSeconds"),
    headersTimeoutMs: pick("headersTimeoutMs"),
    requestTimeoutMs: pick("requestTimeoutMs"),
    idleTimeoutMs: pick("idleTimeoutMs"),
    allowedOrigins: options.allowedOrigins ?? [],
  };
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Fastify with the options every request depends on: no bodies, headers or queries in the log, our { error } shape. */
function newFastify(options: AppOptions, settings: ReturnType<typeof withDefaults>, serveFast: ReturnType<typeof createFastStatic>) {
  return Fastify({
    // Built-site files are answered before Fastify (see fast-static.ts).
    serverFactory: (handler) => createHttpServer(settings, serveFast, handler),
    // A hop count trusts that many proxies nearest to us (Fastify's types
    // leave numbers out, so it is spelled as the function it stands for).
    trustProxy: typeof options.trustProxy === "number" ? trustHops(options.trustProxy) : options.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // A "__proto__" or "constructor" key is dropped, then the form is
    // validated as usual (it never holds a field we read).
    onProtoPoisoning: "remove",
    onConstructorPoisoning: "remove",
    // Errors raised before routing (a malformed URL, a bad Content-Type
    // header) get the same { error } shape as every other 4xx.
    frameworkErrors: (error, _req, reply) => {
      const message = error.code === "FST_ERR_BAD_URL" ? "The address is not valid URL encoding." : "The request could not be understood.";
      void (reply as FastifyReply).code(400).send({ error: message });
    },
    // Bytes that are not HTTP, and requests too slow to arrive, never reach
    // a route: 400/408/431 in our { error } shape (see http-server.ts).
    clientErrorHandler: answerClientError,
    logger: {
      level: options.logLevel,
      // Only method, path and status: never bodies, headers or query strings
      // that could hold a visitor's email, phone or name.
      serializers: {
        req: (req) => ({ method: req.method, url: req.url.split("?")[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    },
  });
}

/** Builds the server without listening, so tests can use app.inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const files = await loadSiteFiles(options.clientDir, [DOCUMENTS_URL_PREFIX]);
  // Each page carries a policy with its own inline-script hashes; every other
  // answer the strict resource policy.
  const resourceHeaders = securityHeaders(RESOURCE_CSP);
  const serveFast = createFastStatic(files, (file) => (file.csp ? securityHeaders(file.csp) : resourceHeaders));
  const settings = withDefaults(options);

  const app = newFastify(options, settings, serveFast);

  registerSecurityHeaders(app, RESOURCE_CSP);
  registerErrorHandling(app);
  // First of the onRequest hooks: an overloaded process should spend nothing more on a request.
  await registerEventLoopGuard(app, {
    maxEventLoopDelayMs: settings.maxEventLoopDelayMs,
    maxEventLoopUtilization: settings.maxEventLoopUtilization,
    retryAfterSeconds: settings.pressureRetryAfterSeconds,
    sampleIntervalMs: options.pressureSampleIntervalMs,
  });
  registerSameOriginCheck(app, { allowedOrigins: settings.allowedOrigins });
  // Investor documents published from the console may be up to 50 MB (server/published-documents/).
  registerEarlyBodyLimit(app, [{ prefix: "/api/staff/documents", maxBytes: MAX_DOCUMENT_BYTES, refused: REFUSED.tooLarge }]);
  // Forms send JSON or multipart only; a text/plain body gets 415, not a guess.
  app.removeContentTypeParser("text/plain");
  registerHostileInputChecks(app);
  // Migrations run here: the server does not listen with an out-of-date schema.
  const db = await openDatabase({ sqlitePath: options.sqlitePath ?? ":memory:", databaseUrl: options.databaseUrl });
  const limits = await createLimits(db, { perAddressPerDay: settings.resumeBytesPerAddressPerDay, perDay: settings.resumeBytesPerDay });
  app.addHook("onClose", async () => {
    await limits.close();
    await db.close();
  });
  // For the day's upload quota of a form that carries a file (routes/form-file.ts).
  app.decorate("uploadQuota", limits.uploadQuota);
  registerFormLimits(app, limits.limiter, {
    perEndpoint: settings.formRateLimit,
    total: settings.formRateLimitTotal,
    endpoints: allForms.map((f) => f.form.endpoint),
  });
  // The keys of the emailed links and of the audit checkpoints, from files outside the database (server/keys/).
  const keys = options.keys ?? ephemeralKeys();
  const complianceEmail = options.complianceEmail ?? options.keySettings?.complianceEmail ?? [];
  // The public site's origin in links of emails to visitors (tests: the listening server's).
  const publicOrigin = options.publicOrigin ?? options.staffOrigin ?? site.origin;
  // Email and webhook delivery of each submission (server/delivery/).
  const delivery = registerDelivery(app, db, options.delivery, {
    complaintMail: (email, kysely, connections) => createComplaintMailSender(email, kysely, connections, { origin: publicOrigin }),
    staffMail: (email, kysely) => createStaffMailSender(email, kysely, { origin: publicOrigin, keys: keys.link, complianceEmail }),
  });
  registerHealthRoute(app, { database: db.check, delivery: delivery.health });
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  // The features, each registering its forms, routes, emails and jobs (server/<feature>/register-*.ts). Every
  // form's endpoint is served the same way (server/routes/form-route.ts).
  const registerForm: RegisterForm = (entry, formOptions) => registerFormRoute(app, db.kysely, entry, formOptions);
  const now = options.staffClock ?? (() => new Date());
  registerLeadForms({ registerForm, delivery, consoleOrigin: options.staffOrigin });
  registerComplaints(app, { db, registerForm, delivery, now, jobsIntervalMs: options.complaintJobsIntervalMs });
  registerComplaintStatusRoute(app, db.kysely, limits.limiter);
  const linkFeature = { db, registerForm, delivery, keys: keys.link, publicOrigin, now: options.staffClock };
  registerPrivacy(app, { ...linkFeature, retentionMonths: options.retentionMonths, alertRetentionDays: options.alertRetentionDays });
  registerInvestorAlerts(app, { ...linkFeature, jobIntervalMs: options.investorAlertsIntervalMs });
  registerFollowUpMails(app, {
    db: db.kysely,
    kind: db.kind,
    now,
    hour: options.followUpMailHour ?? 8,
    staffMail: !!delivery.staffMail,
    wake: delivery.wake,
  });
  // The daily signed checkpoint of the audit trail, emailed to COMPLIANCE_EMAIL (server/audit/checkpoint-job.ts), where the
  // server's configuration names its keys (the entry point always does; tests run it themselves).
  if (options.keySettings) {
    const mail = delivery.staffMail && complianceEmail.length > 0;
    if (!mail) app.log.warn("audit: the daily checkpoint is kept but emailed to nobody (set SMTP_URL and COMPLIANCE_EMAIL)");
    const stop = scheduleCheckpoints({ db: db.kysely, kind: db.kind, key: keys.audit, mail }, app.log, delivery.wake);
    app.addHook("preClose", async () => stop());
  }
  // The site's content edited from the console (server/site-content/, docs/decisions/130-live-site-content.md):
  // the published content is loaded into `files` before the server listens, and kept current.
  const siteContent = await startSiteContent({
    db,
    clientDir: options.clientDir,
    files,
    now,
    log: app.log,
    pollMs: options.contentPollMs,
    scheduleMs: options.contentScheduleMs,
    renderTimeLimitMs: options.contentRenderTimeLimitMs,
  });
  app.addHook("onReady", async () => siteContent.start());
  app.addHook("preClose", () => siteContent.stop());
  // The staff console's API (server/staff/): passkey sign-in, roles, audit, the lead inbox, complaints, privacy
  // requests, investor documents.
  const documentsDir = path.join(options.clientDir, DOCUMENTS_URL_PREFIX);
  await registerStaffApi(app, db, {
    staffOrigin: options.staffOrigin,
    limiter: limits.limiter,
    now: options.staffClock,
    privacy: { keys: keys.link, channels: delivery.channels },
    complaintMail: delivery.complaintMail,
    documentsDir,
    keys,
    staffMail: delivery.staffMail,
    checkAnswers: options.checkStaffAnswers,
    featureRoutes: siteContent.routes,
  });
  // Investor documents: the build's files, then those published from the console (server/published-documents/).
  const publishedDocument = registerPublishedDocuments(app, { db, documentsDir, now });
  registerDocumentsRoute(app, documentsDir, publishedDocument);
  registerInvestorRedirects(app);
  await registerStaffConsole(app, options.clientDir);
  registerSiteRoutes(app, files);
  return app;
}
