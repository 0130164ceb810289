import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { headerActions } from "#copy/shell";
import { Dialog, DialogHeader } from "../../components/ui/dialog";
import { BookACallLink } from "./book-a-call-link";
import { LanguageSwitch } from "./language-switch";
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
        <DialogHeader
          titleId="drawer-title"
          title={headerActions.menuTitle}
          closeLabel={headerActions.closeMenu}
          onClose={onClose}
          className="mb-4 items-center"
        />
        <NavLinks variant="drawer" onNavigate={onClose} />
        <LanguageSwitch className="mt-4 block rounded-md px-4 py-3 font-semibold text-navy-800 underline underline-offset-4 hover:bg-navy-50" />
        <BookACallLink className="mt-6 rounded-md bg-saffron-600 px-4 py-3 text-center font-semibold text-white hover:bg-saffron-500" />
      </nav>
    </Dialog>
  );
}
