// What the limits count by: the visitor's address as Fastify computed it with
// TRUST_PROXY, reduced to what one visitor cannot vary, and never stored as
// such. An IPv6 visitor usually has a whole /64 to pick addresses from, so
// IPv6 is counted per /64; IPv4 per address.
import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address, or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.split("%")[0]!;
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes two groups.
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    const [a, b, c, d] = tail.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...(rest === undefined ? [] : Array<string>(missing).fill("0")), ...right];
  return groups.length === 8 ? groups.map((g) => parseInt(g, 16)) : undefined;
}

/**
 * The part of an address that identifies one visitor: an IPv4 address (also
 * when written IPv4-mapped, ::ffff:a.b.c.d), or an IPv6 /64 prefix.
 */
export function addressPrefix(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The UTC day of a time, YYYY-MM-DD. */
export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * A keyed hash of the visitor's address prefix and the UTC day: the database
 * and memory hold only this, which cannot be turned back into an address
 * without the deployment's secret, and which changes every day, so stored
 * keys cannot follow a visitor from one day to the next.
 */
export function addressKey(secret: Buffer, address: string, now: number): string {
  return createHmac("sha256", secret)
    .update(`${utcDay(now)}|${addressPrefix(address)}`)
    .digest("base64url")
    .slice(0, 32);
}
