import { useEffect, useRef, type ReactNode } from "react";

/**
 * Each screen's h1. On every navigation it takes focus, so a screen reader
 * announces the new screen and the keyboard starts from its top, as after a
 * full page load.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
    document.title = `${ref.current?.textContent ?? ""} · Staff console`;
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="mb-4 text-2xl font-bold text-slate-900">
      {children}
    </h1>
  );
}
