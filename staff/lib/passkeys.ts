// The WebAuthn ceremonies, each one "ask the server for options, let the
// browser's authenticator answer, send the answer back".
import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import type { StaffUser } from "#shared/staff-api/auth";
import { ApiError, call, type AnswerOf } from "./api";

/** A cancelled or timed-out browser prompt, said as a person would. */
class CeremonyCancelled extends Error {}

async function browserStep<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ApiError) throw e;
    const name = e instanceof Error ? e.name : "";
    throw new CeremonyCancelled(
      name === "NotAllowedError" || name === "AbortError"
        ? "The passkey prompt was closed or timed out. Try again."
        : name === "InvalidStateError"
          ? "This device already holds a passkey for this account."
          : "Your browser could not use a passkey here. Try again, or use another device.",
    );
  }
}

export async function signInWithPasskey(): Promise<StaffUser> {
  const { options } = await call("POST /auth/sign-in/options");
  const response = await browserStep(() => startAuthentication({ optionsJSON: options }));
  return (await call("POST /auth/sign-in/verify", { body: { response } })).user;
}

/** The passkey of an emailed one-time link: an invitation's first one, or a recovery's replacement. */
export async function registerFromLink(
  kind: "invitation" | "recovery",
  token: string,
  options: AnswerOf<"POST /auth/invitation/options">["options"],
): Promise<StaffUser> {
  const response = await browserStep(() => startRegistration({ optionsJSON: options }));
  const body = { body: { token, response } };
  return (await (kind === "invitation" ? call("POST /auth/invitation/verify", body) : call("POST /auth/recovery/verify", body))).user;
}

export async function addPasskey(name: string): Promise<void> {
  // A new passkey opens the account for good: the server asks for a fresh confirmation with an existing one first.
  const { options } = await withReauth(() => call("POST /me/passkeys/options"));
  const response = await browserStep(() => startRegistration({ optionsJSON: options }));
  await call("POST /me/passkeys/verify", { body: { response, name } });
}

async function reauthenticate(): Promise<void> {
  const { options } = await call("POST /auth/reauth/options");
  const response = await browserStep(() => startAuthentication({ optionsJSON: options }));
  await call("POST /auth/reauth/verify", { body: { response } });
}

/**
 * Runs an action that may need a recent passkey confirmation (export, resume):
 * when the server answers 403 with reauth, confirm once, then try again.
 */
export async function withReauth<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (e) {
    if (!(e instanceof ApiError && e.status === 403 && e.reauth)) throw e;
    await reauthenticate();
    return await action();
  }
}

export function ceremonyMessage(error: unknown): string | undefined {
  return error instanceof CeremonyCancelled ? error.message : undefined;
}
