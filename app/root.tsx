import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { locale } from "#copy/locale";
import { LOCALES } from "#shared/locales";
import { errorPageCopy as copy } from "#copy/shell";
import type { ReactNode } from "react";
import type { Route } from "./+types/root";
import { lazyIsland } from "./components/ui/lazy-island";
import { earlyInputScript } from "./lib/early-input-capture";
import { SiteShell } from "./features/layout/site-shell";
import { bootScript } from "./features/layout/boot-script";
import "./app.css";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={LOCALES[locale.lang].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
        {/* Written into the prerendered page only: the browser's entry (entry.client.tsx)
            hydrates the page without React Router's data router, and React 19 leaves
            head and body tags it does not render where they are. The early-input script
            keeps what the visitor types and presses until the page is live (decision 083):
            in the head, so that it is there before any field is; not in the page's bundle. */}
        {import.meta.env.SSR ? (
          <>
            <script dangerouslySetInnerHTML={{ __html: earlyInputScript() }} />
            <Meta />
            <Links />
          </>
        ) : null}
      </head>
      <body>
        {children}
        {import.meta.env.SSR ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

// The footer sign-up is on every page but at the bottom of each: its code
// loads when the footer comes near the viewport (or on client navigation).
const Newsletter = lazyIsland("newsletter", () => import("./features/newsletter/newsletter-form"));

export default function App() {
  return (
    <SiteShell newsletter={<Newsletter />}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell>
      <section className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-navy-900">{notFound ? copy.notFoundTitle : copy.errorTitle}</h1>
        <p className="mt-4 text-muted">{notFound ? copy.notFoundText : copy.errorText}</p>
        <Link to="/" reloadDocument className="mt-8 inline-block rounded-md bg-navy-900 px-5 py-3 font-medium text-white">
          {copy.homeLink}
        </Link>
      </section>
    </SiteShell>
  );
}
