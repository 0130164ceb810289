import { useEffect } from "react";

/**
 * The grievance forms hydrate late (lazy islands further down the page): on
 * mount, take into state whatever the visitor already typed or chose in the
 * prerendered fields, so nothing typed before the code arrived is lost.
 */
export function useKeepTyped(fields: readonly string[], idOf: (field: string) => string, setValue: (field: string, value: string) => void) {
  useEffect(() => {
    for (const field of fields) {
      const el = document.getElementById(idOf(field));
      const value = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement ? el.value : "";
      if (value) setValue(field, value);
    }
    // Once, on mount: later values come through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
