// Every screen of the console, once: its address, who may open it, its entry in the navigation and what it shows.
// The router (staff/lib/routes.ts), the navigation (components/shell.tsx) and the "not available to you" page all
// read this table, so a new screen is one row here (docs/how-to/add-a-console-screen.md). Which roles work leads and
// complaints is the server's own table (shared/staff-api/roles.ts); the server checks every call again, the roles
// here only keep people out of dead ends.
import { lazy, Suspense, type ReactNode } from "react";
import type { StaffUser } from "#shared/staff-api/auth";
import { COMPLAINT_WORKERS, CONTENT_ROLES, LEAD_ROLES, type Role } from "#shared/staff-api/roles";
import { Account } from "./screens/account";
import { Audit } from "./screens/audit";
import { ComplaintDetailScreen } from "./screens/complaint-detail";
import { ComplaintTemplatesScreen } from "./screens/complaint-templates";
import { ComplaintsQueue } from "./screens/complaints-queue";
import { ComplaintsReportScreen } from "./screens/complaints-report";
import { ContentSections } from "./screens/content-sections";
import { Documents } from "./screens/documents";
import { Invite, Recover } from "./screens/invite";
import { LeadDetailScreen } from "./screens/lead-detail";
import { LeadsInbox } from "./screens/leads-inbox";
import { People } from "./screens/people";
import { PrivacyRequestScreen } from "./screens/privacy-request";
import { PrivacyRequests } from "./screens/privacy-requests";
import { SignIn } from "./screens/sign-in";

// The section editor (its schema form, history, preview and images) is a chunk of its own, loaded when opened: the
// console's first screen stays within its budget (bench/size.ts).
const ContentEditor = lazy(() => import("./screens/content-editor"));
// The team lead's dashboard and its charts too.
const LeadDashboard = lazy(() => import("./screens/lead-dashboard"));

/** The names of an address's `:parameters`: "/leads/:reference" has "reference". */
export type ParamNames<P extends string> = P extends `${string}:${infer K}/${infer Rest}`
  ? K | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer K}`
    ? K
    : never;

type Params<P extends string> = Readonly<Record<ParamNames<P>, string>>;

/** A screen behind sign-in: open to every signed-in person, or to the listed roles. */
type ConsoleScreen<P extends string> = {
  /** Its address under /staff; a `:name` segment is a parameter, decoded. */
  path: P;
  roles: "signed-in" | readonly Role[];
  /** Its entry in the navigation, in the table's order (or first for the roles in `firstFor`). */
  nav?: { label: string; firstFor?: readonly Role[] };
  /** The (name of the) navigation entry lit while this screen is open, when it has none of its own (a lead lights "Leads"). */
  under?: string;
  /** `allowed` tells whether the person may open another screen of the table, by its name. */
  show: (props: { params: Params<P>; user: StaffUser; allowed: (name: string) => boolean }) => ReactNode;
};

/** A screen before sign-in (signing in, an invitation, a recovery). */
type PublicScreen<P extends string> = {
  path: P;
  roles: "public";
  show: (props: { signedIn: (user: StaffUser) => void }) => ReactNode;
};

const screen = <const P extends string>(def: ConsoleScreen<P>) => def;
const publicScreen = <const P extends string>(def: Omit<PublicScreen<P>, "roles">): PublicScreen<P> => ({ ...def, roles: "public" });

export const SCREENS = {
  "sign-in": publicScreen({ path: "/sign-in", show: ({ signedIn }) => <SignIn onSignedIn={signedIn} /> }),
  invite: publicScreen({ path: "/invite", show: ({ signedIn }) => <Invite onSignedIn={signedIn} /> }),
  recover: publicScreen({ path: "/recover", show: ({ signedIn }) => <Recover onSignedIn={signedIn} /> }),
  leads: screen({ path: "/leads", roles: LEAD_ROLES, nav: { label: "Leads" }, show: () => <LeadsInbox /> }),
  // Before the lead's row: the table is matched in order, and references are UF- and six characters, so no lead is
  // called "dashboard".
  "lead-dashboard": screen({
    path: "/leads/dashboard",
    roles: LEAD_ROLES,
    under: "leads",
    show: () => (
      <Suspense fallback={<p>Loading the dashboard…</p>}>
        <LeadDashboard />
      </Suspense>
    ),
  }),
  lead: screen({
    path: "/leads/:reference",
    roles: LEAD_ROLES,
    under: "leads",
    show: ({ params }) => <LeadDetailScreen reference={params.reference} />,
  }),
  privacy: screen({ path: "/privacy", roles: ["privacy"], nav: { label: "Privacy requests" }, show: () => <PrivacyRequests /> }),
  // Each privacy request has its own address, to send to a colleague or come back to.
  "privacy-request": screen({
    path: "/privacy/:reference",
    roles: ["privacy"],
    under: "privacy",
    show: ({ params }) => <PrivacyRequestScreen reference={params.reference} />,
  }),
  // The company secretary publishes investor documents (docs/decisions/111-published-documents.md).
  documents: screen({ path: "/documents", roles: ["secretarial"], nav: { label: "Documents" }, show: () => <Documents /> }),
  // Grievance officers start at the complaints queue; the secretarial and privacy teams at their own screens first.
  complaints: screen({
    path: "/complaints",
    roles: COMPLAINT_WORKERS,
    nav: { label: "Complaints", firstFor: ["grievance"] },
    show: ({ allowed }) => <ComplaintsQueue reportLink={allowed("complaints-report")} />,
  }),
  // The annual report's table is the grievance officers' (RBI's disclosure of customers' complaints).
  "complaints-report": screen({
    path: "/complaints/report",
    roles: ["grievance"],
    under: "complaints",
    show: () => <ComplaintsReportScreen />,
  }),
  // The grievance team keeps the reply templates (server/staff/complaint-template-routes.ts).
  "complaint-templates": screen({
    path: "/complaints/templates",
    roles: ["grievance"],
    under: "complaints",
    show: () => <ComplaintTemplatesScreen />,
  }),
  complaint: screen({
    path: "/complaints/:reference",
    roles: COMPLAINT_WORKERS,
    under: "complaints",
    show: ({ params }) => <ComplaintDetailScreen reference={params.reference} />,
  }),
  // The site's words, numbers and images (docs/decisions/130-live-site-content.md).
  content: screen({ path: "/content", roles: CONTENT_ROLES, nav: { label: "Site content" }, show: () => <ContentSections /> }),
  "content-section": screen({
    path: "/content/:section",
    roles: CONTENT_ROLES,
    under: "content",
    show: ({ params, user }) => (
      <Suspense fallback={<p>Loading the editor…</p>}>
        <ContentEditor section={params.section} user={user} />
      </Suspense>
    ),
  }),
  people: screen({ path: "/people", roles: ["admin"], nav: { label: "People" }, show: ({ user }) => <People self={user} /> }),
  audit: screen({ path: "/audit", roles: ["admin"], nav: { label: "Audit trail" }, show: () => <Audit /> }),
  account: screen({ path: "/account", roles: "signed-in", nav: { label: "My account" }, show: () => <Account /> }),
};

export type ScreenName = keyof typeof SCREENS;
