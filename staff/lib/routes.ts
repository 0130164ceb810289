// Which screen a /staff path shows, and which screens a person's roles open.
// Pure, so the rules are tested without a browser. Which roles work leads and complaints is the server's own table
// (shared/staff-api/roles.ts): each sees only its own forms and kinds, filtered by the server.
import { COMPLAINT_WORKERS, CONTENT_ROLES, LEAD_ROLES } from "#shared/staff-api/roles";

export type Route =
  | { name: "home" }
  | { name: "sign-in" }
  | { name: "invite" }
  | { name: "recover" }
  | { name: "leads" }
  | { name: "lead"; reference: string }
  | { name: "lead-dashboard" }
  | { name: "account" }
  | { name: "people" }
  | { name: "audit" }
  | { name: "privacy" }
  | { name: "privacy-request"; reference: string }
  | { name: "complaints" }
  | { name: "complaint"; reference: string }
  | { name: "complaints-report" }
  | { name: "complaint-templates" }
  | { name: "documents" }
  | { name: "content" }
  | { name: "content-section"; section: string }
  | { name: "not-found" };

export const BASE = "/staff";

export function matchRoute(pathname: string): Route {
  let rest = pathname;
  while (rest.endsWith("/")) rest = rest.slice(0, -1);
  if (rest === BASE) return { name: "home" };
  if (!rest.startsWith(`${BASE}/`)) return { name: "not-found" };
  const parts = rest.slice(BASE.length + 1).split("/");
  const [first, second, ...more] = parts;
  if (more.length) return { name: "not-found" };
  if (second === undefined) {
    const simple = [
      "sign-in",
      "invite",
      "recover",
      "leads",
      "account",
      "people",
      "audit",
      "privacy",
      "complaints",
      "documents",
      "content",
    ] as const;
    const found = simple.find((n) => n === first);
    return found ? { name: found } : { name: "not-found" };
  }
  if (first === "complaints" && second === "report") return { name: "complaints-report" };
  if (first === "complaints" && second === "templates") return { name: "complaint-templates" };
  if (first === "complaints" && second) {
    try {
      return { name: "complaint", reference: decodeURIComponent(second) };
    } catch {
      return { name: "not-found" };
    }
  }
  if (first === "content" && second) {
    try {
      return { name: "content-section", section: decodeURIComponent(second) };
    } catch {
      return { name: "not-found" };
    }
  }
  // Each privacy request has its own address, to send to a colleague or come back to.
  if (first === "privacy" && second) {
    try {
      return { name: "privacy-request", reference: decodeURIComponent(second) };
    } catch {
      return { name: "not-found" };
    }
  }
  // The team lead's dashboard: references are UF- and six characters, so no lead is called "dashboard".
  if (first === "leads" && second === "dashboard") return { name: "lead-dashboard" };
  if (first === "leads" && second) {
    try {
      return { name: "lead", reference: decodeURIComponent(second) };
    } catch {
      return { name: "not-found" };
    }
  }
  return { name: "not-found" };
}

type NavItem = { href: string; label: string; route: Route["name"] };

/** The navigation a person sees: only what their roles open. */
export function navFor(roles: readonly string[]): NavItem[] {
  const items: NavItem[] = [];
  const complaints: NavItem = { href: `${BASE}/complaints`, label: "Complaints", route: "complaints" };
  // Grievance officers start at the complaints queue; the secretarial and privacy teams at their own screens first.
  if (roles.includes("grievance")) items.push(complaints);
  if (LEAD_ROLES.some((r) => roles.includes(r))) items.push({ href: `${BASE}/leads`, label: "Leads", route: "leads" });
  if (roles.includes("privacy")) items.push({ href: `${BASE}/privacy`, label: "Privacy requests", route: "privacy" });
  // The company secretary publishes investor documents (docs/decisions/111-published-documents.md).
  if (roles.includes("secretarial")) items.push({ href: `${BASE}/documents`, label: "Documents", route: "documents" });
  if (!items.includes(complaints) && COMPLAINT_WORKERS.some((r) => roles.includes(r))) items.push(complaints);
  // The site's words, numbers and images (docs/decisions/130-live-site-content.md).
  if (CONTENT_ROLES.some((r) => roles.includes(r))) items.push({ href: `${BASE}/content`, label: "Site content", route: "content" });
  if (roles.includes("admin")) {
    items.push({ href: `${BASE}/people`, label: "People", route: "people" });
    items.push({ href: `${BASE}/audit`, label: "Audit trail", route: "audit" });
  }
  items.push({ href: `${BASE}/account`, label: "My account", route: "account" });
  return items;
}

/** Where /staff (and a fresh sign-in) lands: the first screen the person may use. */
export function homeFor(roles: readonly string[]): string {
  return navFor(roles)[0]!.href;
}

/** May this person open this screen? (The server checks again; this only hides dead ends.) */
export function allowed(route: Route, roles: readonly string[]): boolean {
  if (route.name === "lead" || route.name === "lead-dashboard") return navFor(roles).some((i) => i.route === "leads");
  if (route.name === "content-section") return navFor(roles).some((i) => i.route === "content");
  if (route.name === "complaint") return navFor(roles).some((i) => i.route === "complaints");
  if (route.name === "privacy-request") return roles.includes("privacy");
  // The annual report's table is the grievance officers' (RBI's disclosure of customers' complaints).
  if (route.name === "complaints-report") return roles.includes("grievance");
  // The grievance team keeps the reply templates (server/staff/complaint-template-routes.ts).
  if (route.name === "complaint-templates") return roles.includes("grievance");
  return route.name === "home" || route.name === "not-found" || navFor(roles).some((i) => i.route === route.name);
}

/** Only our own console paths are followed after sign-in (never an address from elsewhere). */
export function safeReturnPath(value: string | null): string | undefined {
  if (!value || !value.startsWith(`${BASE}/`) || value.startsWith("//")) return undefined;
  const route = matchRoute(value.split("?")[0]!);
  return ["sign-in", "invite", "recover", "not-found"].includes(route.name) ? undefined : value;
}

export const leadDashboardHref = `${BASE}/leads/dashboard`;

export const leadHref = (reference: string) => `${BASE}/leads/${encodeURIComponent(reference)}`;

export const complaintHref = (reference: string) => `${BASE}/complaints/${encodeURIComponent(reference)}`;

export const contentHref = (section: string) => `${BASE}/content/${encodeURIComponent(section)}`;
