import { useCallback, useMemo, useRef, useState } from "react";
import { type FieldSpec, type FormDeclaration, type Messages, formSchema, validate } from "#forms/declare";

export type Errors = Record<string, string>;

/** The visible fields of a form, in its declared order (hidden ones are sent, not typed). */
export function visibleFields(form: FormDeclaration): [string, FieldSpec][] {
  return Object.entries(form.fields).filter(([, spec]) => spec.kind !== "hidden");
}

/**
 * Values and errors of a declared form, checked live and on submit with the
 * schema the server uses. A live check shows only the changed field's message,
 * so the visitor is not told about fields they have not reached yet.
 */
export function useDeclaredForm<F extends FormDeclaration>(
  form: F,
  messages: Messages<F>,
  characters: string,
  hidden: Record<string, string> = {},
) {
  const schema = useMemo(() => formSchema(form, messages, characters), [form, messages, characters]);
  const initial = useMemo(() => Object.fromEntries(visibleFields(form).map(([name]) => [name, ""])) as Record<string, string>, [form]);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const hiddenRef = useRef(hidden);
  hiddenRef.current = hidden;

  const errorsOf = useCallback(
    (all: Record<string, string>): Errors => {
      const result = validate(schema, { ...all, ...hiddenRef.current });
      return result.ok ? {} : result.errors;
    },
    [schema],
  );

  const checkField = useCallback(
    (field: string, next: Record<string, string>) => {
      const message = errorsOf(next)[field];
      setErrors((prev) => {
        if (prev[field] === message) return prev;
        const copy = { ...prev };
        if (message) copy[field] = message;
        else delete copy[field];
        return copy;
      });
    },
    [errorsOf],
  );

  const setValue = useCallback(
    (field: string, value: string) => {
      const next = { ...valuesRef.current, [field]: value };
      valuesRef.current = next;
      setValues(next);
      checkField(field, next);
    },
    [checkField],
  );

  /** Checks every field; returns the errors (empty when the form may be sent). */
  const validateAll = useCallback((): Errors => {
    const all = errorsOf(valuesRef.current);
    setErrors(all);
    return all;
  }, [errorsOf]);

  /** What the form sends: the values as the schema reads them (trimmed, the amount a number), with the hidden ones. */
  const output = useCallback((): Record<string, unknown> => {
    const all = { ...valuesRef.current, ...hiddenRef.current };
    const result = validate(schema, all);
    return result.ok ? result.values : all;
  }, [schema]);

  return {
    values,
    errors,
    setValue,
    blur: (field: string) => checkField(field, valuesRef.current),
    validateAll,
    setErrors,
    valuesRef,
    output,
  };
}

export type DeclaredFormState = ReturnType<typeof useDeclaredForm>;

/** Moves focus to the first field, in form order, that has an error. */
export function focusFirstInvalid(order: readonly string[], errors: Errors, idOf: (f: string) => string): void {
  const first = order.find((f) => errors[f]);
  if (first) document.getElementById(idOf(first))?.focus();
}

/** The banner's entries, in form order. */
export function errorList(order: readonly string[], errors: Errors, idOf: (f: string) => string) {
  return order.flatMap((f) => {
    const message = errors[f];
    return message ? [{ id: idOf(f), message }] : [];
  });
}
