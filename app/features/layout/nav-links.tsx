import { Link, useLocation } from "react-router";
import { mainNav } from "#copy/shell";
import { InvestorMegaMenu } from "./investor-mega-menu";
import { useUnderWorking } from "./under-working";

type Props = {
  /** Layout of the list: a row in the header, a column in the drawer. */
  variant: "bar" | "drawer";
  onNavigate?: () => void;
};

/** The six main links; the current page's is marked aria-current="page" (Home only on its own page). */
export function NavLinks({ variant, onNavigate }: Props) {
  const openUnderWorking = useUnderWorking();
  const { pathname } = useLocation();
  const current = (to: string) => (to === "/" ? pathname === "/" : pathname === to || pathname.startsWith(`${to}/`));
  const item =
    variant === "bar"
      ? "rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-navy-50 aria-[current=page]:text-navy-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 aria-[current=page]:decoration-saffron-500"
      : "block rounded-md px-4 py-3 text-base font-medium text-ink hover:bg-navy-50 aria-[current=page]:bg-navy-100 aria-[current=page]:text-navy-900";
  return (
    <ul className={variant === "bar" ? "flex items-center gap-1" : "flex flex-col gap-1"}>
      {mainNav.map((link) => {
        const nav = (
          <Link to={link.to} aria-current={current(link.to) ? "page" : undefined} className={item} onClick={onNavigate}>
            {link.label}
          </Link>
        );
        // The investor mega-menu belongs to the desktop bar only (docs/requirements.md#global-elements).
        return (
          <li key={link.to}>
            {variant === "bar" && link.to === "/investors" ? (
              <InvestorMegaMenu onUnavailable={openUnderWorking}>{nav}</InvestorMegaMenu>
            ) : (
              nav
            )}
          </li>
        );
      })}
    </ul>
  );
}
