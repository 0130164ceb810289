// Reads the key files (key-settings.ts says which), making them first where
// that is allowed: a developer's machine or a test run with no settings. A
// made file is written beside and linked into place, so that two processes
// starting together never read half a key: one link wins, both read it.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type AuditKey, parseAuditKey } from "./audit-key";
import type { KeySettings } from "./key-settings";
import { type LinkKeys, parseLinkKeys } from "./link-keys";

export type Keys = { link: LinkKeys; audit: AuditKey };

class KeyFileError extends Error {}

/** A new ring of one key, as deploy/keys.sh writes it. */
export const newLinkKeysText = (id: string) => `${id} ${randomBytes(32).toString("base64")}\n`;

export const newAuditKeyPem = () => generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString();

function makeOnce(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(temporary, text, { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

function read<T>(file: string, variable: string, make: () => string, generate: boolean, parse: (text: string) => T | string): T {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT" || !generate) throw new KeyFileError(`${variable} (${file}): cannot be read`);
    makeOnce(file, make());
    text = readFileSync(file, "utf8");
  }
  const parsed = parse(text);
  if (typeof parsed === "string") throw new KeyFileError(`${variable} (${file}): ${parsed}`);
  return parsed;
}

export function loadKeys(settings: KeySettings): Keys {
  return {
    link: read(settings.linkKeysFile, "LINK_KEYS_FILE", () => newLinkKeysText("dev"), settings.generate, parseLinkKeys),
    audit: read(settings.auditKeyFile, "AUDIT_KEY_FILE", newAuditKeyPem, settings.generate, parseAuditKey),
  };
}

/** For entry points: the keys, or the reason on stderr and exit code 1. */
export function loadKeysOrExit(settings: KeySettings): Keys {
  try {
    return loadKeys(settings);
  } catch (error) {
    if (!(error instanceof KeyFileError)) throw error;
    process.stderr.write(`The server cannot start: ${error.message}\n`);
    process.exit(1);
  }
}

/** Keys of its own for an app built without settings (a test): gone when it closes. */
export function ephemeralKeys(): Keys {
  const link = parseLinkKeys(newLinkKeysText("test"));
  const audit = parseAuditKey(newAuditKeyPem());
  if (typeof link === "string" || typeof audit === "string") throw new Error("could not make keys");
  return { link, audit };
}
