import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { site } from "../../../content/site";
import { Dialog } from "../../components/ui/dialog";

const OpenUnderWorking = createContext<() => void>(() => {});

/** Opens the 'Under Working' notice, for anything the company has not built yet. */
export function useUnderWorking(): () => void {
  return useContext(OpenUnderWorking);
}

export function UnderWorkingProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const value = useMemo(() => show, [show]);
  return (
    <OpenUnderWorking.Provider value={value}>
      {children}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="under-working-title"
        className="m-auto w-[min(92vw,26rem)] rounded-xl p-0 shadow-2xl"
      >
        <div className="p-6 text-center">
          <h2 id="under-working-title" className="text-xl font-semibold text-navy-900">
            {site.underWorking.heading}
          </h2>
          {site.underWorking.lines.map((line) => (
            <p key={line} className="mt-2 text-muted">
              {line}
            </p>
          ))}
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="mt-6 rounded-md bg-navy-900 px-5 py-2 font-medium text-white hover:bg-navy-800"
          >
            Close
          </button>
        </div>
      </Dialog>
    </OpenUnderWorking.Provider>
  );
}
