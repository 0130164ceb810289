import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { headerActions } from "#copy/shell";
import { lazyComponent } from "../../lib/lazy-load";

const { Component: MegaMenuPanel } = lazyComponent(() => import("./mega-menu-panel"));

/** docs/requirements.md#global-elements: the menu hides 0.3 s after the pointer or focus leaves. */
export const MEGA_MENU_HIDE_MS = 300;

type Props = {
  /** The Investors navigation link, rendered as is. */
  children: ReactNode;
  /** Opens the 'Under Working' notice for pages the company has not published. */
  onUnavailable: () => void;
};

/**
 * The investor mega-menu, attached to the Investors link of the desktop
 * header: opens on hover and on keyboard focus, hides 0.3 s after leaving,
 * closes on Escape. This part is on every page, so the items load on first
 * open (mega-menu-panel.tsx), and the document manifest is never involved.
 */
export function InvestorMegaMenu({ children, onUnavailable }: Props) {
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  // Hover and focus already open the menu, so a click that lands right after
  // them (the same gesture) must not toggle it shut again.
  const openedAt = useRef(0);
  const show = () => {
    clearTimeout(hideTimer.current);
    if (!open) openedAt.current = Date.now();
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpen(false), MEGA_MENU_HIDE_MS);
  };
  const close = () => {
    clearTimeout(hideTimer.current);
    setOpen(false);
  };
  return (
    <div
      ref={wrapper}
      className="relative flex items-center"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={show}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) hideSoon();
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          close();
          toggleRef.current?.focus();
        }
      }}
    >
      {children}
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open && Date.now() - openedAt.current > MEGA_MENU_HIDE_MS ? close() : show())}
        className="grid size-8 place-items-center rounded-md text-navy-800 hover:bg-navy-50"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="sr-only">{headerActions.investorMenuToggle}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 mt-2 w-[min(92vw,46rem)] -translate-x-1/2 rounded-xl border border-navy-100 bg-white p-5 shadow-xl"
      >
        {open ? (
          <Suspense fallback={null}>
            <MegaMenuPanel id={panelId} onClose={close} onUnavailable={onUnavailable} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
