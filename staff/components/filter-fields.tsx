// The filter fields the lead inbox and the complaints queue share, with the same words in both.
import type { Person } from "#shared/staff-api/common";
import { LANGUAGE_NAMES } from "../lib/format";
import { SelectField } from "./ui";
import { Options, PersonOptions } from "./options";

/** The language a visitor wrote in, or any. */
export function LanguageFilter({ defaultValue }: { defaultValue: string | undefined }) {
  return (
    <SelectField label="Language" name="lang" defaultValue={defaultValue ?? ""}>
      <option value="">Any language</option>
      <Options items={Object.entries(LANGUAGE_NAMES)} />
    </SelectField>
  );
}

/** Anyone, me, nobody yet, or one of `people`. */
export function AssigneeFilter({ defaultValue, people = [] }: { defaultValue: string | undefined; people?: Person[] }) {
  return (
    <SelectField label="Assigned to" name="assignee" defaultValue={defaultValue ?? ""}>
      <option value="">Anyone</option>
      <option value="me">Me</option>
      <option value="none">Nobody yet</option>
      <PersonOptions people={people} />
    </SelectField>
  );
}
