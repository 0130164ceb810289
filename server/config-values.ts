// The parsers of the server's settings that take more than a number or a
// word: TRUST_PROXY (hops or the proxies' addresses), ALLOWED_ORIGINS (bare
// origins only), and whole positive numbers with the variable's name in the
// message. server/config.ts puts them together in one schema.
import { isIP } from "node:net";
import { z } from "zod";

/**
 * TRUST_PROXY: how many proxies stand between the visitor and this server
 * (a hop count), or the proxies' own addresses (comma-separated IPs or CIDR
 * ranges). Either way the visitor's address is the first one that a trusted
 * proxy wrote, never what the visitor wrote into X-Forwarded-For.
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(item: string): boolean {
  if (PROXY_NAMES.has(item)) return true;
  const [address = "", prefix, ...rest] = item.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export const trustProxy = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim();
  if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const items = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length > 0 && items.every(isAddressOrRange)) return items;
  ctx.addIssue({
    code: "custom",
    message:
      "must be the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24); " +
      `"${raw}" would let visitors choose their own address`,
  });
  return z.NEVER;
});

export const positiveInt = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be above 0`);

/**
 * ALLOWED_ORIGINS: other sites (scheme://host[:port], comma-separated) whose
 * pages may post to our forms, besides the site's own origin.
 */
export const origins = z.string().transform((raw, ctx): string[] => {
  const items = raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const item of items) {
    const url = URL.canParse(item) ? new URL(item) : undefined;
    const onlyOrigin =
      url &&
      url.pathname === "/" &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !url.password &&
      !item.endsWith("#") &&
      !item.endsWith("?");
    if (!url || !onlyOrigin || (url.protocol !== "https:" && url.protocol !== "http:")) {
      ctx.addIssue({
        code: "custom",
        message: `must be origins such as https://partner.example (scheme and host, no path); "${item}" is not one`,
      });
      return z.NEVER;
    }
    out.push(url.origin);
  }
  return out;
});
