// The workflows staff move leads through, declared by each form
// (FormDeclaration.statuses): the server accepts only a form's own statuses
// and the console offers only those. The first is where a new lead starts.
import type { FormDeclaration } from "./declare";

export const SALES_STATUSES = ["new", "contacted", "qualified", "closed", "spam"] as const;
export const HIRING_STATUSES = ["screening", "interview", "offer", "hired", "rejected", "withdrawn"] as const;

export function statusesOf(form: Pick<FormDeclaration, "statuses"> | undefined): readonly string[] {
  return form?.statuses ?? SALES_STATUSES;
}

/** Where a new submission of the form starts. */
export const firstStatus = (form: Pick<FormDeclaration, "statuses"> | undefined): string => statusesOf(form)[0]!;
