// The key that signs audit checkpoints (Ed25519, node:crypto), kept in a file
// outside the database: someone able to rewrite the whole trail and its head
// cannot sign a checkpoint that says so (docs/decisions/104-keys-outside-the-database.md).
import { type KeyObject, createHash, createPrivateKey, createPublicKey, sign, verify } from "node:crypto";

export type AuditKey = {
  /** The first 16 hex digits of the public key's sha256: which key signed a checkpoint. */
  id: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
};

/** The key from its PEM file (PKCS#8, as `openssl genpkey -algorithm ed25519` writes it), or what is wrong. */
export function parseAuditKey(pem: string): AuditKey | string {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(pem);
  } catch {
    return "is not a PEM private key (make one with: openssl genpkey -algorithm ed25519)";
  }
  if (privateKey.asymmetricKeyType !== "ed25519") return "must be an Ed25519 key (openssl genpkey -algorithm ed25519)";
  const publicKey = createPublicKey(privateKey);
  const raw = publicKey.export({ format: "der", type: "spki" });
  return { id: createHash("sha256").update(raw).digest("hex").slice(0, 16), privateKey, publicKey };
}

/** A domain prefix, so that a checkpoint's signature can never pass for a signature over anything else. */
const DOMAIN = "udyamitra audit checkpoint v1\n";

export const signText = (key: AuditKey, text: string) => sign(null, Buffer.from(DOMAIN + text), key.privateKey).toString("base64");

export function verifyText(key: Pick<AuditKey, "publicKey">, text: string, signature: string): boolean {
  try {
    return verify(null, Buffer.from(DOMAIN + text), key.publicKey, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}
