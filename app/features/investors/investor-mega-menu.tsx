import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { investorMenu, investorMenuCopy, type InvestorMenuItem } from "../../../content/investor-menu";
import { encodeModalPath } from "./lib/path-codec";

/** Spec section 9: the menu hides 0.3 s after the pointer or focus leaves. */
export const MEGA_MENU_HIDE_MS = 300;

type Props = {
  /** The Investors navigation link, rendered as is. */
  children: ReactNode;
  /** Opens the 'Under Working' notice for pages the company has not published. */
  onUnavailable: () => void;
};

const itemClass = "block w-full rounded-md px-2 py-1.5 text-left text-sm text-ink hover:bg-navy-50 hover:text-navy-800";

/**
 * The investor mega-menu, attached to the Investors link of the desktop
 * header: opens on hover and on keyboard focus, hides 0.3 s after leaving,
 * closes on Escape. It carries only the menu's labels and folder names, never
 * the document manifest, because it is on every page.
 */
export function InvestorMegaMenu({ children, onUnavailable }: Props) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
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
  const toggleGroup = (path: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  const entry = (item: InvestorMenuItem) =>
    item.folder ? (
      <Link to={`/investors?modalPath=${encodeURIComponent(encodeModalPath(item.folder))}`} className={itemClass} onClick={close}>
        {item.label}
      </Link>
    ) : (
      <button
        type="button"
        className={itemClass}
        onClick={() => {
          close();
          onUnavailable();
        }}
      >
        {item.label}
      </button>
    );

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
        <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="sr-only">{investorMenuCopy.toggle}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 mt-2 w-[min(92vw,46rem)] -translate-x-1/2 rounded-xl border border-navy-100 bg-white p-5 shadow-xl"
      >
        {open ? (
          <div className="grid grid-cols-3 gap-6">
            {investorMenu.map((group) => (
              <div key={group.title}>
                <p id={`${panelId}-${group.title}`} className="mb-2 px-2 text-xs font-semibold tracking-wide text-saffron-600 uppercase">
                  {group.title}
                </p>
                <ul aria-labelledby={`${panelId}-${group.title}`} className="flex flex-col gap-0.5">
                  {group.items.map((item) => (
                    <li key={item.path}>
                      {item.children ? (
                        <>
                          <button
                            type="button"
                            aria-expanded={expanded.has(item.path)}
                            onClick={() => toggleGroup(item.path)}
                            className={`${itemClass} flex items-center justify-between`}
                          >
                            {item.label}
                            <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-3.5 ${expanded.has(item.path) ? "rotate-180" : ""}`} fill="none" stroke="currentColor" strokeWidth="2">
                              <path d="M6 9l6 6 6-6" strokeLinecap="round" />
                            </svg>
                          </button>
                          {expanded.has(item.path) ? (
                            <ul className="ml-3 border-l border-navy-100 pl-2">
                              {item.children.map((child) => (
                                <li key={child.path}>{entry(child)}</li>
                              ))}
                            </ul>
                          ) : null}
                        </>
                      ) : (
                        entry(item)
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
