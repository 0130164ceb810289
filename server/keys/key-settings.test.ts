// Where the keys kept outside the database come from: production must name
// both files, a named file must hold a usable key (else the start stops with
// the variable and what is wrong, never the key), and elsewhere they are made
// on first use under data/keys/ with mode 0600.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "../config";
import { loadKeys, newAuditKeyPem, newLinkKeysText } from "./key-files";

const dir = mkdtempSync(path.join(os.tmpdir(), "key-settings-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  writeFileSync(at, text, { mode: 0o600 });
  return at;
};
const errorOf = (env: Record<string, string>) => {
  try {
    readConfig(env, dir);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return "";
};

describe("the keys' settings", () => {
  it("stops a production start that names no key files, saying which and how to make them", () => {
    const message = errorOf({ NODE_ENV: "production" });
    expect(message).toMatch(/LINK_KEYS_FILE="": is required when NODE_ENV=production: the keys that sign emailed links \(deploy\/keys\.sh/);
    expect(message).toMatch(/AUDIT_KEY_FILE="": is required when NODE_ENV=production/);
  });

  it("stops on a named file that is missing or holds no usable key, without printing the file's content", () => {
    const secretLine = `k1 ${Buffer.alloc(8, 7).toString("base64")}`;
    const message = errorOf({
      NODE_ENV: "production",
      LINK_KEYS_FILE: file("short-keys", secretLine),
      AUDIT_KEY_FILE: path.join(dir, "nowhere.pem"),
    });
    expect(message).toMatch(/LINK_KEYS_FILE=".*short-keys": line 1: the key must be at least 32 random bytes/);
    expect(message).toMatch(/AUDIT_KEY_FILE=".*nowhere.pem": names a file that does not exist/);
    expect(message).not.toContain(Buffer.alloc(8, 7).toString("base64"));
    const notEd25519 = errorOf({ AUDIT_KEY_FILE: file("rsa.pem", "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n") });
    expect(notEd25519).toMatch(/AUDIT_KEY_FILE=.*is not a PEM private key/);
  });

  it("takes the named files in production, and the compliance address", () => {
    const config = readConfig(
      {
        NODE_ENV: "production",
        LINK_KEYS_FILE: file("link-keys", newLinkKeysText("k2026")),
        AUDIT_KEY_FILE: file("audit.pem", newAuditKeyPem()),
        COMPLIANCE_EMAIL: "compliance@udyamitra.example, cs@udyamitra.example",
      },
      dir,
    );
    expect(config.keySettings).toMatchObject({
      generate: false,
      complianceEmail: ["compliance@udyamitra.example", "cs@udyamitra.example"],
    });
    const keys = loadKeys(config.keySettings);
    expect(keys.link.current.id).toBe("k2026");
    expect(keys.audit.id).toMatch(/^[0-9a-f]{16}$/);
    expect(errorOf({ COMPLIANCE_EMAIL: "not an address" })).toMatch(/COMPLIANCE_EMAIL="not an address": must be one email address/);
  });

  it("makes the files on first use where nothing is set (development, tests), readable by their owner only, and keeps them", () => {
    const config = readConfig({}, dir);
    expect(config.keySettings.linkKeysFile).toBe(path.join(dir, "data/keys/link-keys"));
    const made = loadKeys(config.keySettings);
    for (const f of [config.keySettings.linkKeysFile, config.keySettings.auditKeyFile]) expect(statSync(f).mode & 0o777).toBe(0o600);
    const before = readFileSync(config.keySettings.linkKeysFile, "utf8");
    const again = loadKeys(config.keySettings);
    expect(readFileSync(config.keySettings.linkKeysFile, "utf8")).toBe(before);
    expect(again.audit.id).toBe(made.audit.id);
    // Production never makes a key: a missing file is an error.
    expect(() => loadKeys({ ...config.keySettings, generate: false, linkKeysFile: path.join(dir, "gone") })).toThrow(/cannot be read/);
  });
});
