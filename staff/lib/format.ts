// Dates and sizes as staff in India read them.
const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(0)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

export const LANGUAGE_NAMES: Record<string, string> = { en: "English", hi: "Hindi" };

/** "loan-enquiry" -> "Loan enquiry" for a form without a title at hand. */
export function formName(form: string): string {
  const s = form.replace(/-/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}
