// One declaration per form: its fields in order, each with its checks in the
// order they are tried. Everything else is derived from it: the zod schema the
// browser and the server both validate with (in the visitor's language), the
// inputs the form renders, the columns of the export, the lines of the email
// the team receives. Words (labels, messages, option names) are not here:
// they are in content/<lang>/form-words/, typed by FormCopy<declaration>.
import * as z from "zod/mini";
import { EMAIL_PATTERN, INDIAN_MOBILE, NAME_PATTERN, TEN_DIGITS } from "./rules";
import { MULTI_LINE_ALLOWED, ONE_LINE_ALLOWED, asciiDigits, multiLineText, oneLineText } from "./text-input";

/**
 * A check on a text field, tried in the declared order; the first that fails
 * gives the field's message (the message key is the check's name). Lengths
 * are declared before patterns, so no pattern ever sees an over-long value.
 */
type Check =
  | readonly ["required"]
  | readonly ["min", number]
  | readonly ["max", number]
  | readonly ["letters"]
  | readonly ["email"]
  | readonly ["tenDigits"]
  | readonly ["indianMobile"]
  | readonly ["pattern", RegExp];

/** How a text field is typed in: this picks the input and what it keeps of a keystroke. */
type TextKind = "text" | "email" | "mobile" | "longText" | "hidden";

/**
 * `list`: the field is a column of the console's lead list when this form is
 * chosen (in the declared order); adding the flag adds the column.
 */
type Listed = { list?: boolean };
type TextField = Listed & { kind: TextKind; checks: readonly Check[]; optional?: boolean; autoComplete?: string };
/** One of a fixed list; missing or unknown values get the "choice" message. */
type ChoiceField = Listed & { kind: "choice"; options: readonly string[]; optional?: boolean };
/** Whole rupees, typed as digits (commas and spaces allowed), within [min, max]. The lead list can sort by it. */
export type AmountField = Listed & { kind: "amount"; min: number; max: number };
export type FieldSpec = TextField | ChoiceField | AmountField;

export type FormDeclaration = {
  /** Stored with each submission and named in exports and emails. */
  name: string;
  /** Where the browser posts it. */
  endpoint: string;
  /** `npm run leads -- export <exportName>`. */
  exportName: string;
  fields: Readonly<Record<string, FieldSpec>>;
  /** The one file the form carries, if any (checked apart from the text fields). */
  file?: { field: string; maxBytes: number };
  /** A field whose value is the visitor's email (the team's reply-to). */
  replyTo?: string;
  /** Fields holding an Indian mobile number (shown as tap-to-call). */
  phones?: readonly string[];
  /**
   * The staff's workflow for this form's leads, in order; the first is a new
   * lead's (forms/lead-statuses.ts). Forms that declare none use the sales one.
   */
  statuses?: readonly string[];
};

export function defineForm<const F extends FormDeclaration>(form: F): F {
  return form;
}

// ---- Words a form needs, derived from its declaration ----------------------

type CheckName<C> = C extends readonly [infer N, ...unknown[]] ? N & string : never;
type FieldMessages<S> = S extends ChoiceField
  ? { choice: string }
  : S extends AmountField
    ? { required: string; whole: string; min: string; max: string }
    : S extends { checks: readonly (infer C)[] }
      ? Record<CheckName<C>, string>
      : never;

export type FieldName<F extends FormDeclaration> = keyof F["fields"] & string;
type VisibleField<F extends FormDeclaration> = { [K in FieldName<F>]: F["fields"][K] extends { kind: "hidden" } ? never : K }[FieldName<F>];
type ChoiceFieldName<F extends FormDeclaration> = { [K in FieldName<F>]: F["fields"][K] extends ChoiceField ? K : never }[FieldName<F>];
type OptionsOf<S> = S extends { options: readonly (infer V)[] } ? V & string : never;

/** What the visitor is told about the data a form collects, beside its submit button. */
export type DataNotice = { collected: string; why: string; kept: string };

/** The words of one form in one language; content/<lang>/form-words/<form>.ts satisfies it. */
export type FormCopy<F extends FormDeclaration> = {
  labels: Record<VisibleField<F>, string>;
  messages: { [K in FieldName<F>]: FieldMessages<F["fields"][K]> };
  options: { [K in ChoiceFieldName<F>]: Record<OptionsOf<F["fields"][K]>, string> };
  submit: string;
  success: { title: string; text?: string };
  notice: DataNotice;
};

export type Messages<F extends FormDeclaration> = FormCopy<F>["messages"];

// ---- The schema ------------------------------------------------------------

const PATTERNS = { letters: NAME_PATTERN, email: EMAIL_PATTERN, tenDigits: TEN_DIGITS, indianMobile: INDIAN_MOBILE } as const;

/**
 * What a text field is checked and stored as: normalised (NFC, no invisible
 * format characters; forms/text-input.ts) before any check or dedupe, so two
 * spellings of one address are one value. A mobile's digits typed in
 * Devanagari or fullwidth count as the digits they are.
 */
function normalised(kind: TextKind): (value: string) => string {
  if (kind === "longText") return multiLineText;
  if (kind === "mobile") return (value) => asciiDigits(oneLineText(value));
  return oneLineText;
}

/**
 * `characters` is the message for a value holding what no keyboard types into
 * that field: a line break in a one-line field, a control character, broken
 * UTF-16 (the same words for every field: content/<lang>/form-words/common.ts).
 */
function textSchema(spec: TextField, m: Record<string, string>, characters: string) {
  const allowed = spec.kind === "longText" ? MULTI_LINE_ALLOWED : ONE_LINE_ALLOWED;
  // The character check is one linear class: it may run before the length checks.
  const checks: z.core.$ZodCheck<string>[] = [
    z.overwrite(normalised(spec.kind)),
    z.trim(),
    z.regex(allowed, { error: characters, abort: true }),
  ];
  for (const check of spec.checks) {
    const [name] = check;
    const message = m[name] ?? name;
    // A failed length check ends the field's checks: no pattern runs on a value of the wrong length.
    if (check[0] === "required") checks.push(z.minLength(1, { error: message, abort: true }));
    else if (check[0] === "min") checks.push(z.minLength(check[1], { error: message, abort: true }));
    else if (check[0] === "max") checks.push(z.maxLength(check[1], { error: message, abort: true }));
    else if (check[0] === "pattern") checks.push(z.regex(check[1], { error: message, abort: true }));
    else checks.push(z.regex(PATTERNS[check[0]], { error: message, abort: true }));
  }
  const required = m.required ?? Object.values(m)[0] ?? "required";
  const base = z.string({ error: required }).check(...checks);
  return spec.optional ? optional(base) : base;
}

/** Left out, empty or only spaces counts as not given; anything else must pass `schema`. */
function optional<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((v: unknown): unknown => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v)),
    z.optional(schema) as unknown as z.ZodMiniType<z.output<T> | undefined, unknown>,
  );
}

function choiceSchema(spec: ChoiceField, message: string) {
  const values = spec.options as unknown as [string, ...string[]];
  const choice = z.enum(values, { error: message });
  return spec.optional ? optional(choice) : choice;
}

/** Digits with optional commas or spaces ("25,00,000") become a number; "" counts as missing. */
function amountSchema(spec: AmountField, m: { required: string; whole: string; min: string; max: string }) {
  return z.pipe(
    z.transform((v: unknown) => {
      if (typeof v !== "string") return v;
      // Digits in any script the keyboard typed count as the digits they are.
      const s = asciiDigits(v).replace(/[\s,]/g, "");
      if (s === "") return undefined;
      return s.length <= 15 && /^\d+(?:\.\d+)?$/.test(s) ? Number(s) : v;
    }),
    z
      .number({ error: (issue) => (issue.input === undefined ? m.required : m.whole) })
      .check(z.int({ error: m.whole, abort: true }), z.gte(spec.min, { error: m.min, abort: true }), z.lte(spec.max, m.max)),
  );
}

/** `characters`: the message for characters no keyboard types into the field (see textSchema). */
export function fieldSchema(spec: FieldSpec, messages: Record<string, string>, characters: string) {
  if (spec.kind === "choice") return choiceSchema(spec, messages.choice ?? "choice");
  if (spec.kind === "amount") return amountSchema(spec, messages as never);
  return textSchema(spec, messages, characters);
}

/** The form's schema in the language of `messages` (and `characters`, the forms' shared message): browser and server build the same one. */
export function formSchema<F extends FormDeclaration>(form: F, messages: Messages<F>, characters: string) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const [name, spec] of Object.entries(form.fields))
    shape[name] = fieldSchema(spec, (messages as Record<string, Record<string, string>>)[name] ?? {}, characters);
  return z.object(shape);
}

export type FormValues<F extends FormDeclaration> = { [K in FieldName<F>]: F["fields"][K] extends AmountField ? number : string };

/** The first message per field, from one validation of the whole form. */
type FieldErrors = Record<string, string>;

type Validation<F extends FormDeclaration> = { ok: true; values: FormValues<F> } | { ok: false; errors: FieldErrors };

export function validate<F extends FormDeclaration>(schema: ReturnType<typeof formSchema<F>>, data: unknown): Validation<F> {
  const result = schema.safeParse(data);
  if (result.success) {
    // Optional fields left empty are stored as absent.
    const values = Object.fromEntries(Object.entries(result.data).filter(([, v]) => v !== undefined && v !== "")) as FormValues<F>;
    return { ok: true, values };
  }
  return { ok: false, errors: firstMessages(result.error.issues) };
}

/**
 * The first message per field of a failed validation (an issue with no path
 * is the whole form's): what the server's 422 carries and what a form shows,
 * for the declared forms and the complaint lookup alike.
 */
export function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The first message for one field's value, for the live check as the visitor types. */
export function checkField(spec: FieldSpec, messages: Record<string, string>, characters: string, value: unknown): string | undefined {
  const result = fieldSchema(spec, messages, characters).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
