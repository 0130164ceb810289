import { asciiDigits } from "#forms/text-input";

/**
 * What a numeric input keeps of what was typed or pasted: digits only, at most
 * `max`. Digits typed in Devanagari (a Hindi keyboard's ९८७...) or fullwidth
 * become the ASCII digits the server reads them as (forms/text-input.ts);
 * before, `\D` dropped them and the field stayed empty (decision 030).
 */
export function digitsOnly(raw: string, max: number): string {
  return asciiDigits(raw).replace(/\D/g, "").slice(0, max);
}
