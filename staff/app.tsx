import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Announcer } from "./components/announcer";
import { Shell } from "./components/shell";
import { ErrorMessage } from "./components/ui";
import type { StaffUser } from "#shared/staff-api/auth";
import { ApiError, call, messageOf, SIGNED_OUT_EVENT } from "./lib/api";
import { navigate, useLocation } from "./lib/router";
import { allowed, BASE, homeFor, matchRoute, safeReturnPath, type Route } from "./lib/routes";
import { Account } from "./screens/account";
import { Audit } from "./screens/audit";
import { ComplaintDetailScreen } from "./screens/complaint-detail";
import { ComplaintsQueue } from "./screens/complaints-queue";
import { ComplaintsReportScreen } from "./screens/complaints-report";
import { ContentSections } from "./screens/content-sections";
import { ComplaintTemplatesScreen } from "./screens/complaint-templates";
import { Documents } from "./screens/documents";
import { Invite, Recover } from "./screens/invite";
import { LeadDetailScreen } from "./screens/lead-detail";
import { LeadsInbox } from "./screens/leads-inbox";
import { NotFound } from "./screens/not-found";
import { People } from "./screens/people";
import { PrivacyRequestScreen } from "./screens/privacy-request";
import { PrivacyRequests } from "./screens/privacy-requests";
import { SignIn } from "./screens/sign-in";

// The section editor (its schema form, history, preview and images) is a chunk of its own, loaded when opened.
const ContentEditor = lazy(() => import("./screens/content-editor"));
// The team lead's dashboard and its charts too: the console's first screen stays small (bench:size).
const LeadDashboard = lazy(() => import("./screens/lead-dashboard"));

/** undefined: not known yet; null: signed out. */
type Session = StaffUser | null | undefined;

function Screen({ route, user }: { route: Route; user: StaffUser }) {
  if (!allowed(route, user.roles)) return <NotFound forbidden />;
  switch (route.name) {
    case "leads":
      return <LeadsInbox />;
    case "lead":
      return <LeadDetailScreen reference={route.reference} />;
    case "lead-dashboard":
      return (
        <Suspense fallback={<p>Loading the dashboard…</p>}>
          <LeadDashboard />
        </Suspense>
      );
    case "account":
      return <Account />;
    case "people":
      return <People self={user} />;
    case "audit":
      return <Audit />;
    case "privacy":
      return <PrivacyRequests />;
    case "privacy-request":
      return <PrivacyRequestScreen reference={route.reference} />;
    case "complaints":
      return <ComplaintsQueue reportLink={allowed({ name: "complaints-report" }, user.roles)} />;
    case "complaint":
      return <ComplaintDetailScreen reference={route.reference} />;
    case "complaints-report":
      return <ComplaintsReportScreen />;
    case "complaint-templates":
      return <ComplaintTemplatesScreen />;
    case "documents":
      return <Documents />;
    case "content":
      return <ContentSections />;
    case "content-section":
      return (
        <Suspense fallback={<p>Loading the editor…</p>}>
          <ContentEditor section={route.section} user={user} />
        </Suspense>
      );
    default:
      return <NotFound />;
  }
}

export function App() {
  const { pathname, search } = useLocation();
  const route = matchRoute(pathname);
  const [session, setSession] = useState<Session>(undefined);
  const [loadError, setLoadError] = useState<string>();
  const publicScreen = route.name === "sign-in" || route.name === "invite" || route.name === "recover";

  useEffect(() => {
    const onSignedOut = () => setSession(null);
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  }, []);

  useEffect(() => {
    if (session !== undefined || publicScreen) return;
    let live = true;
    call("GET /me").then(
      (me) => live && setSession(me.user),
      (e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.status === 401) setSession(null);
        else setLoadError(messageOf(e));
      },
    );
    return () => {
      live = false;
    };
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
  if (route.name === "sign-in") body = <SignIn onSignedIn={signedIn} />;
  else if (route.name === "invite") body = <Invite onSignedIn={signedIn} />;
  else if (route.name === "recover") body = <Recover onSignedIn={signedIn} />;
  else if (session) body = <Screen key={pathname} route={route} user={session} />;
  else body = loadError ? <ErrorMessage message={loadError} /> : <p className="p-4">Loading…</p>;

  return (
    <Announcer>
      <Shell user={publicScreen ? null : (session ?? null)} current={route.name} onSignedOut={signedOut}>
        {body}
      </Shell>
    </Announcer>
  );
}
