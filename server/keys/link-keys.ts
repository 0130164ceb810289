// The keys that sign the links emailed to people (privacy requests, investor
// alerts, staff invitations and recoveries). They live outside the database
// (a key file, docs/decisions/104-keys-outside-the-database.md): the database
// keeps only each token's sha256, so a copy of it can neither open a link nor
// make one. A token is "<key id>.<HMAC of purpose and subject>": the key id
// says which key of the ring made it, and only tokens of keys still in the
// ring are looked up, so taking a key out of the file kills its links.
import { createHash, createHmac } from "node:crypto";

type LinkKey = { id: string; key: Buffer };
/** The ring: `current` signs new links; every key in `all` (current first) still opens the links it made. */
export type LinkKeys = { current: LinkKey; all: readonly LinkKey[] };

const KEY_ID = /^[a-z0-9]{1,16}$/;
/** A token as we hand them out: a key id, a dot, 43 base64url characters. */
const LINK_TOKEN = /^[a-z0-9]{1,16}\.[\w-]{43}$/;
/** A key is at least this many random bytes. */
const MIN_KEY_BYTES = 32;

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export function linkToken(key: LinkKey, purpose: string, subject: string): string {
  return `${key.id}.${createHmac("sha256", key.key).update(`${purpose}:${subject}`).digest("base64url")}`;
}

/** The token, when it is one of ours made by a key still in the ring: only such tokens are looked up. */
export function liveToken(keys: LinkKeys, token: unknown): string | undefined {
  if (typeof token !== "string" || !LINK_TOKEN.test(token)) return undefined;
  const id = token.slice(0, token.indexOf("."));
  return keys.all.some((k) => k.id === id) ? token : undefined;
}

/**
 * The token whose sha256 is stored, made again by whichever key of the ring
 * made it (after a rotation, a row made before keeps its link); a fresh one
 * from the current key when no key of the ring made it (its key was taken
 * out): the caller stores the new hash, and the old link stops working.
 */
export function tokenFor(
  keys: LinkKeys,
  purpose: string,
  subject: string,
  storedHash: string | null,
): { token: string; hash: string; reissued: boolean } {
  for (const key of keys.all) {
    const token = linkToken(key, purpose, subject);
    const hash = tokenHash(token);
    if (hash === storedHash) return { token, hash, reissued: false };
  }
  const token = linkToken(keys.current, purpose, subject);
  return { token, hash: tokenHash(token), reissued: true };
}

/**
 * A key file: one key a line, "<id> <base64 of at least 32 random bytes>",
 * the first line the current key; blank lines and "#" comments are skipped.
 * The ring, or what is wrong with the text (said without any key's bytes).
 */
export function parseLinkKeys(text: string): LinkKeys | string {
  const keys: LinkKey[] = [];
  const lines = text.split("\n");
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [id = "", material = "", ...rest] = line.split(/\s+/);
    if (rest.length || !KEY_ID.test(id)) return `line ${i + 1} must be "<id> <base64 key>", the id 1 to 16 lower-case letters or digits`;
    if (!/^[\da-z+/]+={0,2}$/i.test(material)) return `line ${i + 1}: the key must be base64 (e.g. openssl rand -base64 32)`;
    const key = Buffer.from(material, "base64");
    if (key.length < MIN_KEY_BYTES) return `line ${i + 1}: the key must be at least ${MIN_KEY_BYTES} random bytes`;
    if (keys.some((k) => k.id === id)) return `line ${i + 1}: the key id ${id} is used twice`;
    keys.push({ id, key });
  }
  if (keys.length === 0) return "holds no key";
  return { current: keys[0]!, all: keys };
}
