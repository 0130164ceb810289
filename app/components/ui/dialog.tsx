import { useEffect, useRef, type ReactNode } from "react";

type Props = {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (usually its heading). */
  labelledBy: string;
  children: ReactNode;
  className?: string;
  /** A click on the dimmed backdrop closes the dialog (default). */
  closeOnBackdrop?: boolean;
};

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Native modal <dialog>: the browser makes the rest of the page inert and
 * sends Escape as 'cancel'. We add a Tab wrap so focus also cycles inside the
 * dialog rather than leaving for the browser's own UI, and give focus back to
 * whatever opened it.
 */
export function Dialog({ open, onClose, labelledBy, children, className = "", closeOnBackdrop = true }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  const onKeyDown = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== "Tab" || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={className}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onCloseRef.current();
      }}
      onClick={(e) => {
        // A click whose target is the <dialog> itself landed on the backdrop.
        if (closeOnBackdrop && e.target === e.currentTarget) onCloseRef.current();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}

/** A dialog's title, optional lead text and its close button (labelled in the page's language). */
export function DialogHeader({
  titleId,
  title,
  intro,
  closeLabel,
  onClose,
  className = "",
  children,
}: {
  titleId: string;
  title: ReactNode;
  intro?: ReactNode;
  closeLabel: string;
  onClose: () => void;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`flex items-start justify-between gap-4 ${className}`}>
      <div>
        <h2 id={titleId} className="text-xl font-bold text-navy-900 sm:text-2xl">
          {title}
        </h2>
        {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
        {children}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="grid size-11 shrink-0 place-items-center rounded-md text-navy-900 hover:bg-navy-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
