import type { ReactNode } from "react";

/**
 * A link to another site: it opens in a new tab, and says so to screen
 * readers (`newTab` is the page language's "(opens in a new tab)").
 */
export function ExternalLink({
  href,
  newTab,
  className,
  children,
}: {
  href: string;
  newTab: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
