// Which screen a /staff path shows, the navigation a person sees and which screens their roles open, all read from
// the console's table of screens (staff/screen-table.tsx). Pure, so the rules are tested without a browser.
import type { Role } from "#shared/staff-api/roles";
import { type ParamNames, SCREENS, type ScreenName } from "../screen-table";
import { BASE } from "./paths";

type Table = typeof SCREENS;

/** A screen of the table with its decoded parameters ("lead" has `reference`), the start, or no screen at all. */
export type Route =
  | { [N in ScreenName]: { name: N } & Readonly<Record<ParamNames<Table[N]["path"]>, string>> }[ScreenName]
  | { name: "home" }
  | { name: "not-found" };

const names = Object.keys(SCREENS) as ScreenName[];

/** The parameters of `path` when it matches `pattern`, or undefined (a parameter that does not decode is no match). */
function matchPath(pattern: string, segments: readonly string[]): Record<string, string> | undefined {
  const parts = pattern.split("/").slice(1);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i]!;
    if (!part.startsWith(":")) {
      if (part !== segment) return undefined;
      continue;
    }
    if (!segment) return undefined;
    try {
      params[part.slice(1)] = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
  }
  return params;
}

export function matchRoute(pathname: string): Route {
  let rest = pathname;
  while (rest.endsWith("/")) rest = rest.slice(0, -1);
  if (rest === BASE) return { name: "home" };
  if (!rest.startsWith(`${BASE}/`)) return { name: "not-found" };
  const segments = rest.slice(BASE.length + 1).split("/");
  // A fixed address wins over a parameter: /staff/complaints/report is the report, not a complaint called "report".
  let best: { name: ScreenName; params: Record<string, string> } | undefined;
  for (const name of names) {
    const params = matchPath(SCREENS[name].path, segments);
    if (params && (!best || Object.keys(params).length < Object.keys(best.params).length)) best = { name, params };
  }
  return best ? ({ name: best.name, ...best.params } as Route) : { name: "not-found" };
}

/** The roles that open a screen, "signed-in" for everyone signed in, "public" before sign-in. */
export const rolesOf = (name: ScreenName) => SCREENS[name].roles;

/** May someone with these roles open this screen? (The server checks again; this only hides dead ends.) */
export function opens(name: ScreenName, roles: readonly string[]): boolean {
  const needed = rolesOf(name);
  return typeof needed === "string" || (needed as readonly Role[]).some((r) => roles.includes(r));
}

export function allowed(route: Route, roles: readonly string[]): boolean {
  return route.name === "home" || route.name === "not-found" || opens(route.name, roles);
}

type NavItem = { href: string; label: string; route: ScreenName };

/** The navigation a person sees: only what their roles open, in the table's order, a team's own screen first. */
export function navFor(roles: readonly string[]): NavItem[] {
  const items: (NavItem & { first: boolean })[] = [];
  for (const name of names) {
    const def = SCREENS[name];
    if (!("nav" in def) || !def.nav || !opens(name, roles)) continue;
    const first = def.nav.firstFor?.some((r) => roles.includes(r)) ?? false;
    items.push({ href: `${BASE}${def.path}`, label: def.nav.label, route: name, first });
  }
  return [...items.filter((i) => i.first), ...items.filter((i) => !i.first)].map(({ first: _, ...item }) => item);
}

/** The navigation entry lit on this route: its own, or the one it sits under (a lead lights "Leads"). */
export function navRouteOf(route: Route): string {
  if (route.name === "home" || route.name === "not-found") return route.name;
  const def = SCREENS[route.name];
  return "under" in def && def.under ? def.under : route.name;
}

/** Where /staff (and a fresh sign-in) lands: the first screen the person may use. */
export function homeFor(roles: readonly string[]): string {
  return navFor(roles)[0]!.href;
}

/** Only our own console paths are followed after sign-in (never an address from elsewhere). */
export function safeReturnPath(value: string | null): string | undefined {
  if (!value || !value.startsWith(`${BASE}/`) || value.startsWith("//")) return undefined;
  const route = matchRoute(value.split("?")[0]!);
  if (route.name === "not-found") return undefined;
  return route.name !== "home" && rolesOf(route.name) === "public" ? undefined : value;
}
