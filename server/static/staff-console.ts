import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import path from "node:path";
import { sendSiteFile } from "./serve-site";
import { loadSiteFiles, type SiteFile } from "./site-files";

/**
 * The console's policy: its scripts and styles are files of its own build
 * (no inline script: Vite's modulepreload polyfill is off), it talks only to
 * our API, and a resume preview is a PDF shown from bytes the page fetched
 * (blob:), which Chrome's viewer renders as an embedded object. A preview of
 * the site's content is the real page from our origin, shown in frames at
 * phone and desktop width ('self'; the preview answers frame-ancestors 'self').
 */
const STAFF_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "object-src blob:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "manifest-src 'none'",
  "worker-src 'none'",
].join("; ");

/**
 * The site-wide Permissions-Policy turns passkeys off (public pages never use
 * them); the console is the one place that signs in and registers with them.
 */
const STAFF_PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), publickey-credentials-get=(self), publickey-credentials-create=(self)";

/** Where the console's build lives: beside the public site's client folder (staff/vite.config.ts). */
const staffDirFor = (clientDir: string) => path.join(clientDir, "..", "staff");

/**
 * Serves the console: every /staff path that is not an asset gets its one
 * index.html (the client router picks the screen), never cached, never
 * indexed; hashed assets under /staff/assets/ are cached for a year.
 */
export async function registerStaffConsole(app: FastifyInstance, clientDir: string) {
  const files = await loadSiteFiles(staffDirFor(clientDir));
  const index = files.get("/index.html");
  const page: SiteFile | undefined = index && { ...index, cacheControl: "no-store", csp: STAFF_CSP };

  await app.register(async (scope) => {
    // After the site-wide security headers (a parent's hooks run first).
    scope.addHook("onSend", async (req, reply, payload) => {
      reply.header("x-robots-tag", "noindex");
      if (String(reply.getHeader("content-type") ?? "").startsWith("text/html"))
        reply.header("permissions-policy", STAFF_PERMISSIONS_POLICY);
      return payload;
    });

    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const urlPath = req.url.split("?")[0] ?? "";
      if (urlPath.startsWith("/staff/assets/")) {
        const asset = files.get(urlPath.slice("/staff".length));
        if (asset) return sendSiteFile(req, reply, asset);
        return reply.code(404).header("cache-control", "no-store").send({ error: "No such file." });
      }
      if (!page)
        return reply.code(503).header("cache-control", "no-store").send({ error: "The staff console is not built: run npm run build." });
      return sendSiteFile(req, reply, page);
    };
    scope.route({ method: ["GET", "HEAD"], url: "/staff", handler });
    scope.route({ method: ["GET", "HEAD"], url: "/staff/*", handler });
  });
}
