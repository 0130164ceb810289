// The staff session cookie. `__Host-` makes browsers refuse it unless it is
// Secure, has Path=/ and no Domain, so no subdomain can set or read it;
// SameSite=Strict keeps it off every request another site starts.
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_ABSOLUTE_MS } from "./sessions";

const SESSION_COOKIE = "__Host-staff";

export function readSessionCookie(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      // Our tokens are base64url; anything else was not made here.
      return /^[\w-]{20,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export function setSessionCookie(reply: FastifyReply, token: string) {
  reply.header(
    "set-cookie",
    `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${SESSION_ABSOLUTE_MS / 1000}; HttpOnly; Secure; SameSite=Strict`,
  );
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.header("set-cookie", `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`);
}
