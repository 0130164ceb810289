// The links a person receives (confirm a request, download a copy) carry a
// token that the database never holds: it keeps the token's sha256, and the
// email is built from HMAC(link key, purpose, reference) when the outbox
// sends it. The key is in a file outside the database (server/keys/), so a
// copy of the database alone neither opens nor makes a link, and the outbox
// row still holds no secret (docs/decisions/110-privacy-rights.md, 104).
import { type LinkKeys, linkToken, tokenFor, tokenHash } from "../keys/link-keys";

type TokenPurpose = "confirm" | "copy";

const purposeOf = (purpose: TokenPurpose) => `privacy:${purpose}`;

/** The sha256 stored for a new request's link (made with the current key). */
export const privacyTokenHash = (keys: LinkKeys, purpose: TokenPurpose, reference: string) =>
  tokenHash(linkToken(keys.current, purposeOf(purpose), reference));

/** The link's token as the email carries it: made again by the key that made the stored hash (server/keys/link-keys.ts). */
export const privacyTokenFor = (keys: LinkKeys, purpose: TokenPurpose, reference: string, storedHash: string | null) =>
  tokenFor(keys, purposeOf(purpose), reference, storedHash);

export { tokenHash };
