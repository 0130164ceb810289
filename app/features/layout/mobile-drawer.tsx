import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { headerActions } from "#content/navigation";
import { site } from "#content/site";
import { Dialog } from "../../components/ui/dialog";
import { formatPhone, telHref } from "../../lib/phone";
import { NavLinks } from "./nav-links";

type Props = { open: boolean; onClose: () => void };

/** Side menu for narrow screens: 300px wide, modal, closes on navigation and Escape. */
export default function MobileDrawer({ open, onClose }: Props) {
  const { pathname } = useLocation();
  // Any navigation (a link here, or back/forward) closes the menu. The drawer
  // is mounted on first open, so only a change from that page counts.
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (openedOn.current === pathname) return;
    openedOn.current = pathname;
    onClose();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of page should close it
  }, [pathname]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy="drawer-title"
      className="drawer m-0 ml-auto h-dvh max-h-none w-[300px] max-w-full bg-white p-0 shadow-2xl"
    >
      <nav aria-labelledby="drawer-title" className="flex h-full flex-col p-4">
        <div className="mb-4 flex items-center justify-between">
          <h2 id="drawer-title" className="text-lg font-semibold text-navy-900">
            Menu
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={headerActions.closeMenu}
            className="grid size-11 place-items-center rounded-md hover:bg-navy-50"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <NavLinks variant="drawer" onNavigate={onClose} />
        <a
          href={telHref(site.contact.bookACallPhone)}
          className="mt-6 rounded-md bg-saffron-600 px-4 py-3 text-center font-semibold text-white hover:bg-saffron-500"
        >
          {headerActions.bookACall}
          <span className="sr-only"> on {formatPhone(site.contact.bookACallPhone)}</span>
        </a>
      </nav>
    </Dialog>
  );
}
