import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";

const AnnounceContext = createContext<(message: string) => void>(() => {});

/**
 * One polite live region for the whole console: "Status changed", "Note
 * added" are read out wherever the focus is. It is also visible, so sighted
 * people get the same confirmation.
 */
export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState("");
  const timers = useRef<number[]>([]);
  const announce = useCallback((m: string) => {
    timers.current.forEach((t) => window.clearTimeout(t));
    // Clearing first makes a repeated message ("Saved", "Saved") be read again;
    // clearing after a while keeps the toast from covering the page.
    setMessage("");
    timers.current = [window.setTimeout(() => setMessage(m), 50), window.setTimeout(() => setMessage(""), 8000)];
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="fixed bottom-4 left-1/2 z-10 -translate-x-1/2 empty:hidden rounded bg-slate-900 px-4 py-2 text-white shadow"
      >
        {message}
      </div>
    </AnnounceContext.Provider>
  );
}

export const useAnnounce = () => useContext(AnnounceContext);
