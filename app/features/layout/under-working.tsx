import { createContext, Suspense, useCallback, useContext, useState, type ReactNode } from "react";
import { lazyComponent } from "../../lib/lazy-load";

const OpenUnderWorking = createContext<() => void>(() => {});

// Every page can open the notice but few visitors do: its code loads on first use.
const { Component: UnderWorkingDialog } = lazyComponent(() => import("./under-working-dialog"));

/** Opens the 'Under Working' notice, for anything the company has not built yet. */
export function useUnderWorking(): () => void {
  return useContext(OpenUnderWorking);
}

export function UnderWorkingProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  return (
    <OpenUnderWorking.Provider value={show}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <UnderWorkingDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </OpenUnderWorking.Provider>
  );
}
