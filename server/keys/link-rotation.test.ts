// Rotating the link key (docs/decisions/104-keys-outside-the-database.md): a
// new key first in the file signs new links, the previous one still opens
// the links it made; once a key leaves the file, its links are refused. The
// same database, three servers with three key files.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privacyRequestForm } from "#forms/privacy-request";
import { type FormApp, startFormApp } from "#test/form-app";
import { buildApp } from "../app";
import { ephemeralKeys } from "./key-files";
import { type LinkKeys, linkToken, parseLinkKeys, tokenFor, tokenHash } from "./link-keys";

const ring = (...keys: LinkKeys[]): LinkKeys => ({ current: keys[0]!.current, all: keys.map((k) => k.current) });
const keyNamed = (id: string): LinkKeys => {
  const key = { id, key: randomBytes(32) };
  return { current: key, all: [key] };
};
const first = ephemeralKeys();
const second = { link: keyNamed("next") };
let t: FormApp;
beforeAll(async () => {
  t = await startFormApp({ app: { keys: first } });
}, 60_000);
afterAll(async () => t?.close());

async function serverWith(link: LinkKeys) {
  return buildApp({ clientDir: "/nonexistent", logLevel: "silent", trustProxy: false, ...t.dbOptions, keys: { ...first, link } });
}

describe("rotating the link key", () => {
  it("keeps a link made before the rotation working while its key is in the file, and refuses it once the key is gone", async () => {
    const asked = await t.app.inject({
      method: "POST",
      url: privacyRequestForm.endpoint,
      payload: { email: "r@example.in", action: "copy" },
    });
    const reference = asked.json().reference as string;
    const stored = await t.db
      .selectFrom("privacyRequests")
      .select("tokenHash")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    // What the emailed link carries: the token of the key that made the stored hash.
    const { token, reissued } = tokenFor(first.link, "privacy:confirm", reference, stored.tokenHash);
    expect(reissued).toBe(false);
    expect(token.startsWith(`${first.link.current.id}.`)).toBe(true);

    const rotated = await serverWith(ring(second.link, first.link));
    try {
      expect((await rotated.inject({ method: "GET", url: `/api/privacy/confirm?token=${token}` })).statusCode).toBe(200);
      // New links are signed with the new key.
      const next = await rotated.inject({
        method: "POST",
        url: privacyRequestForm.endpoint,
        payload: { email: "s@example.in", action: "copy" },
      });
      const row = await t.db
        .selectFrom("privacyRequests")
        .select("tokenHash")
        .where("reference", "=", next.json().reference as string)
        .executeTakeFirstOrThrow();
      expect(row.tokenHash).toBe(tokenHash(linkToken(second.link.current, "privacy:confirm", next.json().reference as string)));
    } finally {
      await rotated.close();
    }

    const retired = await serverWith(ring(second.link));
    try {
      expect((await retired.inject({ method: "GET", url: `/api/privacy/confirm?token=${token}` })).statusCode).toBe(404);
    } finally {
      await retired.close();
    }
  });

  it("re-makes a link whose key left the file with the current key, and says so (the caller stores the new hash)", () => {
    const old = linkToken(first.link.current, "investor-alerts:unsubscribe", "a@example.in");
    const again = tokenFor(ring(second.link, first.link), "investor-alerts:unsubscribe", "a@example.in", tokenHash(old));
    expect(again).toEqual({ token: old, hash: tokenHash(old), reissued: false });
    const fresh = tokenFor(ring(second.link), "investor-alerts:unsubscribe", "a@example.in", tokenHash(old));
    expect(fresh.reissued).toBe(true);
    expect(fresh.token.startsWith("next.")).toBe(true);
  });

  it("reads a key file: the first line is the current key; says what is wrong without showing a key", () => {
    const a = Buffer.alloc(32, 1).toString("base64");
    const b = Buffer.alloc(32, 2).toString("base64");
    const parsed = parseLinkKeys(`# rotated 2026-11-26\nk2 ${b}\n\nk1 ${a}\n`);
    expect(typeof parsed === "string" ? parsed : parsed.all.map((k) => k.id)).toEqual(["k2", "k1"]);
    expect(parseLinkKeys("")).toBe("holds no key");
    expect(parseLinkKeys(`K1 ${a}`)).toMatch(/line 1 must be/);
    expect(parseLinkKeys(`k1 ${Buffer.alloc(16).toString("base64")}`)).toBe("line 1: the key must be at least 32 random bytes");
    expect(parseLinkKeys(`k1 ${a}\nk1 ${b}`)).toBe("line 2: the key id k1 is used twice");
    expect(parseLinkKeys(`k1 not!base64`)).not.toContain("not!base64");
  });
});
