import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import http from "node:http";
import path from "node:path";
import { DOCUMENTS_URL_PREFIX } from "#shared/documents/publishing";
import type { ServerConfig } from "./config";
import { RESOURCE_CSP } from "./csp";
import { openDatabase } from "./db/database";
import { registerErrorHandling } from "./plugins/error-handling";
import { registerHostileInputChecks } from "./plugins/hostile-input";
import { registerSecurityHeaders, securityHeaders } from "./plugins/security-headers";
import { registerDocumentsRoute, registerInvestorRedirects } from "./routes/documents";
import { registerHealthRoute } from "./routes/health";
import { complaintAnswer, openComplaint } from "./complaints/complaints";
import { registerComplaintStatusRoute } from "./complaints/status-route";
import { forms } from "./forms/registry";
import { registerFormRoute } from "./routes/form-route";
import { MULTIPART_LIMITS, registerJobApplicationRoute } from "./routes/job-applications";
import type { StoreHook } from "./submissions/store";
import { formErrors } from "#content/en/forms/common";
import { registerSiteRoutes } from "./static/serve-site";
import { createFastStatic } from "./static/fast-static";
import { loadSiteFiles } from "./static/site-files";

export type AppOptions = Pick<ServerConfig, "clientDir" | "logLevel" | "trustProxy"> &
  // Without sqlitePath or databaseUrl (tests of the static site) the forms use an in-memory SQLite.
  Partial<Pick<ServerConfig, "sqlitePath" | "databaseUrl" | "formRateLimit">>;

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the server without listening, so tests can use app.inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const files = await loadSiteFiles(options.clientDir, [DOCUMENTS_URL_PREFIX]);
  // Each page carries a policy with its own inline-script hashes; every other
  // answer the strict resource policy.
  const resourceHeaders = securityHeaders(RESOURCE_CSP);
  const serveFast = createFastStatic(files, (file) => (file.csp ? securityHeaders(file.csp) : resourceHeaders));

  const app = Fastify({
    // Built-site files are answered before Fastify (see fast-static.ts).
    serverFactory: (handler) =>
      http.createServer((req, res) => {
        if (!serveFast(req, res)) handler(req, res);
      }),
    // A hop count trusts that many proxies nearest to us (Fastify's types
    // leave numbers out, so it is spelled as the function it stands for).
    trustProxy: typeof options.trustProxy === "number" ? trustHops(options.trustProxy) : options.trustProxy,
    bodyLimit: 64 * 1024,
    // A "__proto__" or "constructor" key is dropped, then the form is
    // validated as usual (it never holds a field we read).
    onProtoPoisoning: "remove",
    onConstructorPoisoning: "remove",
    // Errors raised before routing (a malformed URL, a bad Content-Type
    // header) get the same { error } shape as every other 4xx.
    frameworkErrors: (error, _req, reply) => {
      const message =
        error.code === "FST_ERR_BAD_URL" ? "The address is not valid URL encoding." : "The request could not be understood.";
      void (reply as FastifyReply).code(400).send({ error: message });
    },
    // Bytes that are not HTTP never reach a route: answer in our { error } shape.
    clientErrorHandler: (err, socket) => {
      const tooLarge = (err as { code?: string }).code === "HPE_HEADER_OVERFLOW";
      const body = JSON.stringify({ error: tooLarge ? "The request headers are too large." : "The request is not valid HTTP." });
      const status = tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request";
      if (socket.writable) {
        socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
      } else socket.destroy();
    },
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

  registerSecurityHeaders(app, RESOURCE_CSP);
  registerErrorHandling(app);
  // Forms send JSON or multipart only; a text/plain body gets 415, not a guess.
  app.removeContentTypeParser("text/plain");
  registerHostileInputChecks(app);
  // Migrations run here: the server does not listen with an out-of-date schema.
  const db = await openDatabase({ sqlitePath: options.sqlitePath ?? ":memory:", databaseUrl: options.databaseUrl });
  app.addHook("onClose", () => db.close());
  registerHealthRoute(app, { database: db.check });
  // Every form endpoint counts on its own, FORM_RATE_LIMIT per minute per address.
  app.addHook("onRoute", (route) => {
    if (route.method === "POST" && route.url.startsWith("/api/")) route.config = { ...route.config, rateLimit: { max: options.formRateLimit ?? 5, timeWindow: 60_000 } };
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => Object.assign(new Error(formErrors.rateLimited), { statusCode: ctx.statusCode }),
  });
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  // Run in every submission's transaction (the delivery outbox joins here).
  const hooks: StoreHook[] = [];
  registerFormRoute(app, db.kysely, forms.newsletter, { hooks, dedupeKey: (v) => v.email.toLowerCase() });
  registerFormRoute(app, db.kysely, forms.partnerEnquiry, { hooks });
  registerFormRoute(app, db.kysely, forms.loanEnquiry, { hooks });
  registerJobApplicationRoute(app, db.kysely, forms.jobApplication, { hooks });
  // A complaint gets its status row in its submission's transaction, and its answer says by when we reply.
  registerFormRoute(app, db.kysely, forms.complaint, { hooks, formHooks: [openComplaint], answer: (reference) => complaintAnswer(db.kysely, reference) });
  registerComplaintStatusRoute(app, db.kysely);
  registerDocumentsRoute(app, path.join(options.clientDir, DOCUMENTS_URL_PREFIX));
  registerInvestorRedirects(app);
  registerSiteRoutes(app, files);
  return app;
}
