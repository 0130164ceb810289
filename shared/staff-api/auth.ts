// Signing in and confirming it is you with a passkey, signing out, and the pages of an emailed invitation or
// recovery link (server/staff/auth-routes.ts, invitation-accept-routes.ts, recovery-accept-routes.ts).
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import * as z from "zod/mini";
import { typedText } from "./common";
import type { Contract } from "./define";
import { ROLES } from "./roles";

/** What the browser's authenticator answered: an object here, checked in full by the passkey library. */
const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
const NO_RESPONSE = { error: "the passkey's response is missing" };
const signInResponse = z.custom<AuthenticationResponseJSON>(isObject, NO_RESPONSE);
const newPasskeyResponse = z.custom<RegistrationResponseJSON>(isObject, NO_RESPONSE);
const hasChallenge = (v: unknown) => typeof v === "object" && v !== null && typeof (v as { challenge?: unknown }).challenge === "string";
/** The options the browser's authenticator is started with (made by the passkey library). */
const requestOptions = z.custom<PublicKeyCredentialRequestOptionsJSON>(hasChallenge);
const creationOptions = z.custom<PublicKeyCredentialCreationOptionsJSON>(hasChallenge);

/** A staff person as the console knows them. */
const staffUser = z.strictObject({ id: z.string(), email: z.string(), name: z.string(), roles: z.array(z.enum(ROLES)) });
/** The signed-in person, as screens pass them around. */
export type StaffUser = z.output<typeof staffUser>;
const signedIn = z.strictObject({ user: staffUser });

const token = (what: string) => z.object({ token: z.string({ error: `the ${what} token is missing` }) });
const linkVerify = (what: string) => z.object({ token: z.string({ error: `the ${what} token is missing` }), response: newPasskeyResponse });
const linkOptions = z.strictObject({ email: z.string(), options: creationOptions });

export const authApi = {
  "POST /auth/sign-in/options": { answer: z.strictObject({ options: requestOptions }) },
  "POST /auth/sign-in/verify": { body: z.object({ response: signInResponse }), answer: signedIn },
  "POST /auth/reauth/options": { answer: z.strictObject({ options: requestOptions }) },
  "POST /auth/reauth/verify": {
    body: z.object({ response: signInResponse }),
    answer: z.strictObject({ reauthenticatedUntil: z.nullable(z.string()) }),
  },
  "POST /auth/sign-out": { answer: "none" },
  "POST /auth/sign-out-everywhere": { answer: "none" },
  "POST /auth/invitation/options": { body: token("invitation"), answer: linkOptions },
  "POST /auth/invitation/verify": { body: linkVerify("invitation"), answer: signedIn },
  "POST /auth/recovery/options": { body: token("recovery"), answer: linkOptions },
  "POST /auth/recovery/verify": { body: linkVerify("recovery"), answer: signedIn },
} as const satisfies Contract;

const passkey = z.strictObject({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.nullable(z.string()) });
export const passkeyList = z.strictObject({ passkeys: z.array(passkey) });

export const accountApi = {
  "GET /me": {
    answer: z.strictObject({ user: staffUser, passkeys: z.array(passkey), reauthenticatedUntil: z.nullable(z.string()) }),
  },
  "POST /me/passkeys/options": { answer: z.strictObject({ options: creationOptions }) },
  "POST /me/passkeys/verify": {
    body: z.object({
      response: newPasskeyResponse,
      name: typedText("passkey's name", 60, { lines: "one", empty: "give the passkey a name, such as “Work laptop”" }),
    }),
    answer: passkeyList,
  },
  "DELETE /me/passkeys/:id": { params: z.object({ id: z.string() }), answer: "none" },
} as const satisfies Contract;
