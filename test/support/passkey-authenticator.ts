// For tests: a software passkey authenticator (ES256, attestation "none"),
// so that the server's WebAuthn verification runs for real on responses
// made here the way a phone or laptop makes them.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

type Credential = { id: Buffer; privateKey: KeyObject; x: Buffer; y: Buffer; counter: number; userHandle: string };

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export class TestAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(
    readonly origin = "http://localhost",
    readonly rpId = "localhost",
  ) {}

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers PublicKeyCredentialCreationOptionsJSON with a new credential (`credentialId`: one chosen, e.g. someone else's). */
  register(options: { challenge: string; user?: { id?: string } }, origin = this.origin, credentialId: Buffer = randomBytes(16)) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const credential: Credential = {
      id: credentialId,
      privateKey,
      x: Buffer.from(jwk.x!, "base64url"),
      y: Buffer.from(jwk.y!, "base64url"),
      counter: 0,
      userHandle: options.user?.id ?? "",
    };
    this.credentials.push(credential);
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, credential.x],
        [-3, credential.y],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    // User present, user verified, attested credential data included.
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([0x45]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      credential.id,
      Buffer.from(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", authData],
      ]),
    );
    return {
      id: b64(credential.id),
      rawId: b64(credential.id),
      type: "public-key",
      response: {
        clientDataJSON: b64(this.clientData("webauthn.create", options.challenge, origin)),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** Answers PublicKeyCredentialRequestOptionsJSON with the given credential (default: the first). */
  authenticate(options: { challenge: string }, which = 0, origin = this.origin) {
    const credential = this.credentials[which];
    if (!credential) throw new Error("this authenticator has no such credential");
    credential.counter++;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([sha256(this.rpId), Buffer.from([0x05]), counter]);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, origin);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64(credential.id),
      rawId: b64(credential.id),
      type: "public-key",
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
