import { describe, expect, it } from "vitest";
import { addressKey, addressPrefix, utcDay } from "./address-key";

describe("address prefix", () => {
  it("keeps IPv4 addresses whole, also when written IPv4-mapped", () => {
    expect(addressPrefix("203.0.113.7")).toBe("203.0.113.7");
    expect(addressPrefix("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressPrefix("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("counts IPv6 per /64, however it is written", () => {
    expect(addressPrefix("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressPrefix("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressPrefix("2001:0DB8:0001:0002:0000:0000:0000:0009")).toBe("2001:db8:1:2::/64");
    expect(addressPrefix("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(addressPrefix("::1")).toBe("0:0:0:0::/64");
    expect(addressPrefix("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});

describe("address key", () => {
  const secret = Buffer.alloc(32, 7);
  const now = Date.parse("2026-11-21T10:00:00Z");

  it("is a keyed hash holding nothing of the address", () => {
    const key = addressKey(secret, "203.0.113.7", now);
    expect(key).toMatch(/^[\w-]{32}$/);
    expect(key).not.toContain("203");
    expect(addressKey(Buffer.alloc(32, 8), "203.0.113.7", now)).not.toBe(key);
  });

  it("is the same for one visitor within a UTC day and changes the next day", () => {
    const key = addressKey(secret, "2001:db8:1:2::1", now);
    expect(addressKey(secret, "2001:db8:1:2:ffff::9", now + 3_600_000)).toBe(key);
    expect(addressKey(secret, "2001:db8:1:3::1", now)).not.toBe(key);
    expect(addressKey(secret, "2001:db8:1:2::1", now + 86_400_000)).not.toBe(key);
    expect(utcDay(now)).toBe("2026-11-21");
  });
});
