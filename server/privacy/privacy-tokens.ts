// The links a person receives (confirm a request, download a copy) carry a
// token that the database never holds: it keeps the token's sha256, and the
// email is built from HMAC(server secret, purpose, reference) when the outbox
// sends it. A copy of the database alone therefore opens no link, and the
// outbox row still holds no secret (docs/decisions/110-privacy-rights.md).
import { createHash, createHmac } from "node:crypto";

type TokenPurpose = "confirm" | "copy";

export function privacyToken(secret: Buffer, purpose: TokenPurpose, reference: string): string {
  return createHmac("sha256", secret).update(`privacy:${purpose}:${reference}`).digest("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as we hand them out: 43 base64url characters (anything else is not looked up). */
export const TOKEN_PATTERN = /^[\w-]{43}$/;
