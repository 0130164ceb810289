// Where the keys that stay out of the database come from
// (docs/decisions/104-keys-outside-the-database.md): LINK_KEYS_FILE (the ring
// that signs emailed links) and AUDIT_KEY_FILE (Ed25519, signs the audit
// checkpoints), and COMPLIANCE_EMAIL, who receives the daily checkpoint.
// Production (NODE_ENV=production) must name both files (deploy/keys.sh makes
// them); elsewhere, unset, they are made on first use under data/keys/ so
// that `npm start` and the tests need no setup. A named file that is missing
// or malformed stops the start with the variable's name and what is wrong.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { EMAIL_PATTERN } from "#forms/rules";
import { parseAuditKey } from "./audit-key";
import { parseLinkKeys } from "./link-keys";

export type KeySettings = {
  linkKeysFile: string;
  auditKeyFile: string;
  /** The files are made when missing (a developer's machine or a test run, never production). */
  generate: boolean;
  /** Who receives the daily signed audit checkpoint; empty: nobody (it is still kept and shown in the console). */
  complianceEmail: string[];
};

export const keyEnvShape = {
  LINK_KEYS_FILE: z.string().trim().min(1).optional(),
  AUDIT_KEY_FILE: z.string().trim().min(1).optional(),
  COMPLIANCE_EMAIL: z
    .string()
    .transform((v) => v.split(",").map((s) => s.trim()))
    .refine((list) => list.every((a) => a.length <= 254 && EMAIL_PATTERN.test(a)), "must be one email address or a comma-separated list")
    .optional(),
};

type Parsed = { LINK_KEYS_FILE?: string; AUDIT_KEY_FILE?: string; COMPLIANCE_EMAIL?: string[] };
type SettingIssue = { variable: string; message: string };

const DEV_KEYS_DIR = "data/keys";

/** The problem with a key file as its variable names it, or undefined when it holds a usable key. */
function keyFileProblem(kind: "link" | "audit", file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOENT" ? "names a file that does not exist" : `names a file this process cannot read (${code ?? "error"})`;
  }
  const parsed = kind === "link" ? parseLinkKeys(text) : parseAuditKey(text);
  return typeof parsed === "string" ? parsed : undefined;
}

export function keySettingsFrom(c: Parsed, env: NodeJS.ProcessEnv, root: string): { settings: KeySettings; issues: SettingIssue[] } {
  const production = env.NODE_ENV === "production";
  const issues: SettingIssue[] = [];
  const files = [
    ["LINK_KEYS_FILE", "link", c.LINK_KEYS_FILE, "link-keys", "the keys that sign emailed links"],
    ["AUDIT_KEY_FILE", "audit", c.AUDIT_KEY_FILE, "audit-checkpoint.pem", "the Ed25519 key that signs audit checkpoints"],
  ] as const;
  for (const [variable, kind, given, , what] of files) {
    if (given) {
      const problem = keyFileProblem(kind, path.resolve(root, given));
      if (problem) issues.push({ variable, message: problem });
    } else if (production) {
      issues.push({ variable, message: `is required when NODE_ENV=production: ${what} (deploy/keys.sh makes the file)` });
    }
  }
  const at = (given: string | undefined, name: string) => path.resolve(root, given ?? path.join(DEV_KEYS_DIR, name));
  return {
    issues,
    settings: {
      linkKeysFile: at(c.LINK_KEYS_FILE, files[0][3]),
      auditKeyFile: at(c.AUDIT_KEY_FILE, files[1][3]),
      generate: !production && !c.LINK_KEYS_FILE && !c.AUDIT_KEY_FILE,
      complianceEmail: c.COMPLIANCE_EMAIL ?? [],
    },
  };
}
