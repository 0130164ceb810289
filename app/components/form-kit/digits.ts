/** What a numeric input keeps of what was typed or pasted: digits only, at most `max`. */
export function digitsOnly(raw: string, max: number): string {
  return raw.replace(/\D/g, "").slice(0, max);
}
