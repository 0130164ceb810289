import type { ReactNode } from "react";

/** A failure that is not about one field (network, rate limit, server), announced when it appears. */
export function FormAlert({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={`rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 ${className}`}>
      {children}
    </p>
  );
}
