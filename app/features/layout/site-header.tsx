import { Suspense, useState } from "react";
import { Link } from "react-router";
import { headerActions } from "#copy/shell";
import { site } from "#content/site";
import { lazyComponent } from "../../lib/lazy-load";
import { BrandMark } from "./brand-mark";
import { BookACallLink } from "./book-a-call-link";
import { LanguageSwitch } from "./language-switch";
import { NavLinks } from "./nav-links";
import { useUnderWorking } from "./under-working";
import { useHeaderScroll } from "./use-header-scroll";

// Only narrow screens use the drawer, and only when asked: load it on demand
// (warmed up when the pointer or focus reaches the menu button).
const drawer = lazyComponent(() => import("./mobile-drawer"));

export function SiteHeader() {
  const { scrolled, hidden } = useHeaderScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const openUnderWorking = useUnderWorking();
  // A keyboard user tabbing through the header must always see it.
  const isHidden = hidden && !focusWithin && !menuOpen;

  return (
    <header
      data-scrolled={scrolled}
      data-hidden={isHidden}
      onFocus={() => setFocusWithin(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      className={`sticky top-0 z-40 border-b transition-[transform,box-shadow,background-color] duration-300 motion-reduce:transition-none ${
        isHidden ? "-translate-y-full" : "translate-y-0"
      } ${scrolled ? "border-navy-100 bg-white/95 shadow-md backdrop-blur" : "border-transparent bg-white"}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:h-20">
        <Link to="/" className="flex items-center gap-2 rounded-md" aria-label={`${site.brand.name}, ${headerActions.homeLink}`}>
          <BrandMark />
          <span className="text-lg font-bold text-navy-900">{site.brand.name}</span>
        </Link>
        <nav aria-label={headerActions.mainNavLabel} className="ml-auto hidden lg:block">
          <NavLinks variant="bar" />
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-2">
          <LanguageSwitch className="rounded-md px-3 py-2 text-sm font-semibold text-navy-800 underline-offset-4 hover:bg-navy-50 hover:underline" />
          <button
            type="button"
            onClick={openUnderWorking}
            className="hidden rounded-md px-3 py-2 text-sm font-medium text-navy-800 hover:bg-navy-50 xl:block"
          >
            {headerActions.customerLogin}
          </button>
          <BookACallLink className="hidden rounded-md bg-saffron-600 px-4 py-2 text-sm font-semibold text-white hover:bg-saffron-500 sm:block" />
          <button
            type="button"
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            onPointerEnter={drawer.preload}
            onFocus={drawer.preload}
            aria-label={headerActions.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            className="grid size-11 place-items-center rounded-md text-navy-900 hover:bg-navy-50 lg:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      {menuUsed ? (
        <Suspense fallback={null}>
          <drawer.Component open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
