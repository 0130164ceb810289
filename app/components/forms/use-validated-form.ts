import { useCallback, useRef, useState } from "react";

export type Errors<F extends string> = Partial<Record<F, string>>;

/**
 * Field values and errors for a form checked live and on submit. `validate`
 * checks the whole form (the shared schema) and returns the first message per
 * field; a live check shows only the changed field's message, so the visitor
 * is not told about fields they have not reached yet.
 */
export function useValidatedForm<F extends string>(initial: Record<F, string>, validate: (values: Record<F, string>) => Errors<F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const checkField = useCallback(
    (field: F, next: Record<F, string>) => {
      const message = validate(next)[field];
      setErrors((prev) => {
        if (prev[field] === message) return prev;
        const copy = { ...prev };
        if (message) copy[field] = message;
        else delete copy[field];
        return copy;
      });
    },
    [validate],
  );

  const setValue = useCallback(
    (field: F, value: string) => {
      const next = { ...valuesRef.current, [field]: value };
      valuesRef.current = next;
      setValues(next);
      checkField(field, next);
    },
    [checkField],
  );

  const blur = useCallback((field: F) => checkField(field, valuesRef.current), [checkField]);

  /** Checks every field; returns the errors (empty when the form may be sent). */
  const validateAll = useCallback((): Errors<F> => {
    const all = validate(valuesRef.current);
    setErrors(all);
    return all;
  }, [validate]);

  const reset = useCallback(() => {
    valuesRef.current = initial;
    setValues(initial);
    setErrors({});
  }, [initial]);

  /** The props a TextField / SelectField / TextAreaField needs for `field`. */
  const field = (f: F, id: string, label: string) => ({
    id,
    name: f,
    label,
    value: values[f],
    error: errors[f],
    onChange: (e: { target: { value: string } }) => setValue(f, e.target.value),
    onBlur: () => blur(f),
  });

  return { values, errors, setValue, blur, validateAll, setErrors, reset, field };
}

/** Moves focus to the first field, in form order, that has an error. */
export function focusFirstInvalid<F extends string>(order: readonly F[], errors: Errors<F>, idOf: (f: F) => string): void {
  const first = order.find((f) => errors[f]);
  if (first) document.getElementById(idOf(first))?.focus();
}

/** The banner's entries, in form order. */
export function errorList<F extends string>(order: readonly F[], errors: Errors<F>, idOf: (f: F) => string) {
  return order.flatMap((f) => {
    const message = errors[f];
    return message ? [{ id: idOf(f), message }] : [];
  });
}
