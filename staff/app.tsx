import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Announcer } from "./components/announcer";
import { Shell } from "./components/shell";
import { ErrorMessage } from "./components/ui";
import type { StaffUser } from "#shared/staff-api/auth";
import { ApiError, call, messageOf, SIGNED_OUT_EVENT } from "./lib/api";
import { BASE } from "./lib/paths";
import { navigate, useLocation } from "./lib/router";
import { allowed, homeFor, matchRoute, opens, rolesOf, safeReturnPath, type Route } from "./lib/routes";
import { SCREENS, type ScreenName } from "./screen-table";
import { NotFound } from "./screens/not-found";
import { whileLive } from "./lib/live";

/** undefined: not known yet; null: signed out. */
type Session = StaffUser | null | undefined;

/** The screen of the table this route names, or why it cannot be shown. */
function Screen({ route, user }: { route: Route; user: StaffUser }) {
  // The start redirects to the person's first screen (App's effect) before anything is shown.
  if (route.name === "home") return null;
  if (route.name === "not-found") return <NotFound />;
  const roles = rolesOf(route.name);
  if (!allowed(route, user.roles) || roles === "public") return <NotFound forbidden={roles} />;
  const { name, ...params } = route;
  // The table's row and the route's parameters belong together (matchRoute built one from the other); TypeScript
  // cannot follow that across the union, so the row is read as taking any of the parameters.
  type AnyRow = { show: (props: { params: Record<string, string>; user: StaffUser; allowed: (n: string) => boolean }) => ReactNode };
  return (SCREENS[name] as AnyRow).show({ params, user, allowed: (n) => n in SCREENS && opens(n as ScreenName, user.roles) });
}

export function App() {
  const { pathname, search } = useLocation();
  const route = matchRoute(pathname);
  const [session, setSession] = useState<Session>(undefined);
  const [loadError, setLoadError] = useState<string>();
  const publicRow = route.name === "home" || route.name === "not-found" ? undefined : SCREENS[route.name];
  const publicScreen = publicRow?.roles === "public" ? publicRow : undefined;

  useEffect(() => {
    const onSignedOut = () => setSession(null);
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  }, []);

  useEffect(() => {
    if (session !== undefined || publicScreen) return;
    return whileLive(
      call("GET /me"),
      (me) => setSession(me.user),
      (e) => {
        if (e instanceof ApiError && e.status === 401) setSession(null);
        else setLoadError(messageOf(e));
      },
    );
  }, [session, publicScreen]);

  // Signed out on a console screen: to sign-in, remembering where they were going.
  useEffect(() => {
    if (session === null && !publicScreen) navigate(`${BASE}/sign-in?return=${encodeURIComponent(pathname + search)}`, { replace: true });
  }, [session, publicScreen, pathname, search]);

  useEffect(() => {
    if (session && route.name === "home") navigate(homeFor(session.roles), { replace: true });
  }, [session, route.name]);

  const signedIn = useCallback(
    (user: StaffUser) => {
      setSession(user);
      const back = safeReturnPath(new URLSearchParams(search).get("return"));
      navigate(back ?? homeFor(user.roles), { replace: true });
    },
    [search],
  );

  const signedOut = useCallback(() => {
    setSession(null);
    navigate(`${BASE}/sign-in`);
  }, []);

  let body;
  if (publicScreen) body = publicScreen.show({ signedIn });
  else if (session) body = <Screen key={pathname} route={route} user={session} />;
  else body = loadError ? <ErrorMessage message={loadError} /> : <p className="p-4">Loading…</p>;

  return (
    <Announcer>
      <Shell user={publicScreen ? null : (session ?? null)} current={route} onSignedOut={signedOut}>
        {body}
      </Shell>
    </Announcer>
  );
}
