import Fastify, { type FastifyInstance } from "fastify";
import path from "node:path";
import { notFoundPath } from "../app/route-list";
import type { ServerConfig } from "./config";
import { buildCsp, inlineScriptHashes } from "./csp";
import { registerErrorHandling } from "./plugins/error-handling";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerDocumentsRoute, registerInvestorRedirects } from "./routes/documents";
import { registerHealthRoute } from "./routes/health";
import { registerSiteRoutes } from "./static/serve-site";
import { loadSiteFiles } from "./static/site-files";

export type AppOptions = Pick<ServerConfig, "clientDir" | "logLevel" | "trustProxy">;

/** Builds the server without listening, so tests can use app.inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: options.trustProxy,
    bodyLimit: 64 * 1024,
    // Errors raised before routing (a malformed URL, a bad Content-Type
    // header) get the same { error } shape as every other 4xx.
    frameworkErrors: (error, _req, reply) => {
      const message =
        error.code === "FST_ERR_BAD_URL" ? "The address is not valid URL encoding." : "The request could not be understood.";
      void reply.code(400).send({ error: message });
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

  const files = await loadSiteFiles(options.clientDir, ["/Images/Icons/Documents/"]);
  const htmlPages = [...files.entries()].filter(([p]) => p.endsWith(".html")).map(([, f]) => f.body.toString("utf8"));
  registerSecurityHeaders(app, buildCsp(inlineScriptHashes(htmlPages)));
  registerErrorHandling(app);
  registerHealthRoute(app);
  registerDocumentsRoute(app, path.join(options.clientDir, "Images/Icons/Documents"));
  registerInvestorRedirects(app);
  registerSiteRoutes(app, files, path.posix.join(notFoundPath, "index.html"));
  return app;
}
