/**
 * Indian digit grouping: the last three digits, then groups of two
 * (50,00,000 = fifty lakh). Written by hand rather than with Intl so the
 * output is identical in every browser and in Node without full ICU.
 */
export function groupIndian(integerDigits: string): string {
  if (integerDigits.length <= 3) return integerDigits;
  const groups = [integerDigits.slice(-3)];
  let rest = integerDigits.slice(0, -3);
  for (; rest.length > 2; rest = rest.slice(0, -2)) groups.unshift(rest.slice(-2));
  if (rest) groups.unshift(rest);
  return groups.join(",");
}

type Options = {
  /** Show paise (two decimals). Default: only when the amount has them. */
  paise?: boolean | "auto";
  /** Prefix with the rupee sign (default true). */
  symbol?: boolean;
};

/** 5000000 -> "₹50,00,000"; 88848.79 -> "₹88,848.79"; never "NaN". */
export function formatInr(amount: number, { paise = "auto", symbol = true }: Options = {}): string {
  if (!Number.isFinite(amount)) return "—";
  const negative = amount < 0;
  // Round to the paisa first, so 0.005 rounding cannot leave "x.100".
  const exact = Math.round(Math.abs(amount) * 100);
  // Without paise, round to the nearest rupee rather than cutting them off.
  const totalPaise = paise === false ? Math.round(exact / 100) * 100 : exact;
  const rupees = Math.floor(totalPaise / 100);
  const p = totalPaise % 100;
  const showPaise = paise === true || (paise === "auto" && p !== 0);
  const body = groupIndian(String(rupees)) + (showPaise ? `.${String(p).padStart(2, "0")}` : "");
  return `${negative && totalPaise !== 0 ? "-" : ""}${symbol ? "₹" : ""}${body}`;
}
