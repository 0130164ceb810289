import { useState, type ReactNode } from "react";
import type { StaffUser } from "#shared/staff-api/auth";
import { call, messageOf } from "../lib/api";
import { navFor, navRouteOf, type Route } from "../lib/routes";
import { useAnnounce } from "./announcer";
import { Link } from "./link";

/** Skip link, header with the person's navigation, and the main landmark. */
export function Shell({
  user,
  current,
  onSignedOut,
  children,
}: {
  user: StaffUser | null;
  current: Route;
  onSignedOut: () => void;
  children: ReactNode;
}) {
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await call("POST /auth/sign-out");
      onSignedOut();
      announce("You are signed out.");
    } catch (e) {
      announce(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const active = navRouteOf(current);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-20 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to main content
      </a>
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-semibold">Staff console</p>
          {user && (
            <nav aria-label="Console" className="flex flex-1 flex-wrap items-center gap-x-4 gap-y-1">
              {navFor(user.roles).map((item) => (
                <Link
                  key={item.href}
                  href={item.href}
                  aria-current={item.route === active ? "page" : undefined}
                  className={`underline-offset-4 hover:underline ${item.route === active ? "font-semibold underline" : ""}`}
                >
                  {item.label}
                </Link>
              ))}
              <span className="ml-auto text-sm text-slate-300">{user.name}</span>
              <button
                type="button"
                onClick={signOut}
                disabled={busy}
                className="rounded border border-white px-2 py-1 text-sm hover:bg-slate-800"
              >
                Sign out
              </button>
            </nav>
          )}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
    </>
  );
}
