// For tests: keys of their own (server/keys/), made fresh for each use, as an
// app built without settings makes its own; tests that build links pass the
// same keys to the app, or (server processes) the same key files.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { type NewInvitation, createInvitation } from "../../server/auth/invitations";
import type { DatabaseKind } from "../../server/db/database";
import type { Database } from "../../server/db/schema";
import { type Keys, ephemeralKeys, loadKeys, newAuditKeyPem, newLinkKeysText } from "../../server/keys/key-files";
import type { LinkKeys } from "../../server/keys/link-keys";

export const testKeys = (): Keys => ephemeralKeys();

/** Key files for server processes (their environment) and the same keys for the test. */
export function testKeyFiles(): { keys: Keys; env: Record<string, string>; cleanup(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "test-keys-"));
  const env = { LINK_KEYS_FILE: path.join(dir, "link-keys"), AUDIT_KEY_FILE: path.join(dir, "audit.pem") };
  writeFileSync(env.LINK_KEYS_FILE, newLinkKeysText("test"), { mode: 0o600 });
  writeFileSync(env.AUDIT_KEY_FILE, newAuditKeyPem(), { mode: 0o600 });
  const keys = loadKeys({ linkKeysFile: env.LINK_KEYS_FILE, auditKeyFile: env.AUDIT_KEY_FILE, generate: false, complianceEmail: [] });
  return { keys, env, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** An invitation for a new account, as the shell makes it; its link's token. */
export async function inviteToken(
  db: Kysely<Database>,
  kind: DatabaseKind,
  keys: LinkKeys,
  input: Omit<NewInvitation, "createdBy">,
  now = new Date(),
): Promise<string> {
  const made = await createInvitation(db, kind, keys, { ...input, createdBy: "shell" }, now);
  if (!made.ok) throw new Error(`no invitation for ${input.email}: ${made.reason}`);
  return made.token;
}
