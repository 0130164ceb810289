import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { headerActions } from "#copy/shell";
import { site } from "#content/site";
import { ScrollToTopButton } from "./scroll-to-top-button";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SplashScreen } from "./splash-screen";
import { UnderWorkingProvider } from "./under-working";
import { useSplash } from "./use-splash";

/** Everything around a page: splash, header, footer, dialogs, scroll-to-top. */
export function SiteShell({ children, newsletter }: { children: ReactNode; newsletter?: ReactNode }) {
  const { pathname } = useLocation();
  const phase = useSplash(pathname, site.splash);
  return (
    <UnderWorkingProvider>
      <div data-splash={phase === "done" ? "done" : "active"}>
        <SplashScreen phase={phase} />
        <div className="site-content flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-navy-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {headerActions.skipToContent}
          </a>
          <span id="top" tabIndex={-1} />
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter newsletter={newsletter} />
          <ScrollToTopButton />
        </div>
      </div>
    </UnderWorkingProvider>
  );
}
