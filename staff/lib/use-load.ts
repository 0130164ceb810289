// A screen that reads its data with a `load` it also calls again after a change (a useCallback over what it reads).
import { useEffect } from "react";

/** Runs `load` when the screen opens, and again whenever `load` changes, that is when what it reads has changed. */
export function useLoad(load: () => Promise<unknown>): void {
  useEffect(() => {
    void load();
  }, [load]);
}
