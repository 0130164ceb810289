import type { ReactNode } from "react";

/**
 * A polite live region that is always in the page, so what appears in it is
 * announced; the visible toast is drawn only while there is a message.
 */
export function Toast({
  children,
  tone = "success",
  className = "",
}: {
  children?: ReactNode;
  tone?: "success" | "error";
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={`pointer-events-none fixed top-20 right-4 z-50 max-w-sm ${className}`}
    >
      {children ? (
        <div
          className={`pointer-events-auto rounded-lg border-l-4 bg-white p-4 text-sm text-ink shadow-xl motion-safe:animate-fade-in ${
            tone === "success" ? "border-green-700" : "border-red-700"
          }`}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
