/** "+912269001234" -> "+91 22690 01234" (the common Indian 5-5 grouping). */
export function formatPhone(e164: string): string {
  const digits = e164.replace(/^\+91/, "");
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

export function telHref(e164: string): string {
  return `tel:${e164}`;
}
