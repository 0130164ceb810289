// Who the passkeys belong to. WebAuthn binds a credential to a relying party
// ID (a host name, never an IP address) and checks the page's origin. In
// production both come from STAFF_ORIGIN; started plainly, the console runs at
// http://localhost:PORT with `localhost` as the relying party (browsers treat
// localhost as a secure context), whatever the port.
import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";
import { ownOrigin } from "../plugins/same-origin";

export type RelyingParty = {
  id: string;
  name: string;
  /** The origin the console's pages must have for this request, or undefined when none can be right. */
  originFor(req: FastifyRequest): string | undefined;
};

/** Why a STAFF_ORIGIN value cannot be used, or undefined when it can. */
export function staffOriginProblem(value: string): string | undefined {
  if (!URL.canParse(value)) return "must be the site's origin, such as https://www.example.in";
  const url = new URL(value);
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password || value.endsWith("?") || value.endsWith("#"))
    return "must be an origin only (scheme and host, no path), such as https://www.example.in";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return "must name the site by its host name: passkeys (WebAuthn) refuse IP addresses";
  if (url.protocol !== "https:" && host !== "localhost")
    return "must use https:// (passkeys need a secure origin; only localhost may use http://)";
  return undefined;
}

export function relyingParty(staffOrigin: string | undefined): RelyingParty {
  if (staffOrigin) {
    const origin = new URL(staffOrigin).origin;
    return { id: new URL(origin).hostname, name: "Staff console", originFor: () => origin };
  }
  return {
    id: "localhost",
    name: "Staff console (development)",
    originFor: (req) => {
      const own = ownOrigin(req);
      return own && new URL(own).hostname === "localhost" ? own : undefined;
    },
  };
}
