import type { CopyToastState } from "./use-copy-link";

/** The copy-link message. The live region stays mounted so screen readers announce each message. */
export function CopyToast({ toast }: { toast: CopyToastState | null }) {
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex justify-center px-4">
      {toast ? (
        <p
          key={toast.id}
          className={`animate-fade-in rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg ${toast.ok ? "bg-navy-900" : "bg-red-700"}`}
        >
          {toast.text}
        </p>
      ) : null}
    </div>
  );
}
