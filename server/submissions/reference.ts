import { randomBytes } from "node:crypto";
import { site } from "#content/site";

// Crockford's base32 without I, L, O and U: nothing that reads as another
// character over the phone, and no accidental words.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_PATTERN = new RegExp(`^${site.referencePrefix}-[${ALPHABET}]{6}$`);

/**
 * A submission's short reference, e.g. UF-7K3Q9D: 30 random bits, so it
 * reveals nothing about how many submissions the company gets and cannot be
 * guessed from another one. Uniqueness is checked when it is stored.
 */
export function newReference(): string {
  const bytes = randomBytes(6);
  let out = "";
  for (const b of bytes) out += ALPHABET[b & 31];
  return `${site.referencePrefix}-${out}`;
}

/** What a visitor typed as a reference, in its stored form ("uf 7k3q9d" -> "UF-7K3Q9D"), or undefined. */
export function normalizeReference(input: string): string | undefined {
  const compact = input.trim().toUpperCase().replace(/[\s-]/g, "");
  const prefix = site.referencePrefix.toUpperCase();
  if (!compact.startsWith(prefix) || compact.length !== prefix.length + 6) return undefined;
  const candidate = `${site.referencePrefix}-${compact.slice(prefix.length)}`;
  return REFERENCE_PATTERN.test(candidate) ? candidate : undefined;
}
