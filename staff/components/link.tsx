import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { navigate } from "../lib/router";

/** A real link (opens in a new tab, copies), followed in place on a plain click. */
export function Link({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={follow} {...props} />;
}
