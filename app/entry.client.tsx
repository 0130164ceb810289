// The browser's entry: hydrates the prerendered page with a small router
// instead of React Router's data router (docs/decisions/082-page-hydration.md).
//
// Every page is prerendered, so moving to another page is an ordinary page
// load of that page's HTML; only changes of the query on the same page (the
// investor library's ?modalPath=...) stay in the page. That leaves the
// client nothing of React Router's loaders, fetchers, revalidation or route
// discovery to run: it needs the current location for Link, NavLink and
// useSearchParams, and the route modules the page's HTML already imported.
import { Component, StrictMode, startTransition, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { handOverSoon } from "./lib/hand-over-early-input";
import {
  type Location,
  type Navigator,
  type To,
  Router,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_RouteContext as RouteContext,
  createPath,
  parsePath,
} from "react-router";

type RouteModule = {
  default?: ComponentType;
  Layout?: ComponentType<{ children: ReactNode }>;
  ErrorBoundary?: ComponentType<{ error: unknown }>;
};

declare global {
  interface Window {
    __reactRouterContext: { basename?: string };
    __reactRouterRouteModules: Record<string, RouteModule>;
  }
}

const modules = window.__reactRouterRouteModules;
const root = modules.root!;
// The page's own route: the one module the HTML imported besides the root.
const [pageId, page] = Object.entries(modules).find(([id]) => id !== "root") ?? [];
const basename = window.__reactRouterContext.basename ?? "/";

// What React Router's build wraps each route component with reads the route's
// id, params and (empty) loader data from these contexts; nothing else does.
type Match = { params: Record<string, string>; pathname: string; pathnameBase: string; route: { id: string } };
const match = (id: string, pathname: string): Match => ({ params: {}, pathname, pathnameBase: pathname, route: { id } });
const routeState = (matches: Match[], errors: Record<string, unknown> | null = null) =>
  ({
    loaderData: {},
    actionData: null,
    errors,
    matches,
    navigation: { state: "idle" },
    fetchers: new Map(),
  }) as unknown as React.ContextType<typeof DataRouterStateContext>;

const current = (): Location => ({
  pathname: location.pathname,
  search: location.search,
  hash: location.hash,
  state: history.state,
  key: "default",
});
const href = (to: To) => (typeof to === "string" ? to : createPath(to));

/** Going elsewhere loads that page; a new query on this page is a history entry of this page. */
function navigatorFor(update: (l: Location) => void): Navigator {
  const go = (to: To, replace: boolean) => {
    const target = typeof to === "string" ? parsePath(to) : to;
    if ((target.pathname ?? location.pathname) !== location.pathname) {
      if (replace) location.replace(href(to));
      else location.assign(href(to));
      return;
    }
    history[replace ? "replaceState" : "pushState"](null, "", href(to));
    update(current());
  };
  return {
    createHref: href,
    go: (n) => history.go(n),
    push: (to) => go(to, false),
    replace: (to) => go(to, true),
  };
}

/** A render error shows the root's error page instead of a blank document. */
class Boundary extends Component<{ children: ReactNode; rootMatch: Match }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const Fallback = root.ErrorBoundary;
    if (this.state.error === undefined || !Fallback) return this.props.children;
    const { rootMatch } = this.props;
    return (
      <DataRouterStateContext.Provider value={routeState([rootMatch], { root: this.state.error })}>
        <RouteContext.Provider value={{ outlet: null, matches: [rootMatch] as never, isDataRoute: false }}>
          <Fallback error={this.state.error} />
        </RouteContext.Provider>
      </DataRouterStateContext.Provider>
    );
  }
}

function Document() {
  const [loc, setLoc] = useState(current);
  const [navigator] = useState(() => navigatorFor(setLoc));
  useEffect(() => {
    // Effects run children first: by now every component's listeners are in
    // place. The page is marked live (tests wait for the mark: its scripts
    // start after its first frame) and what the visitor typed and pressed
    // before this moment is handed over (decision 083).
    handOverSoon(document, () => {
      document.documentElement.dataset.hydrated = "true";
    });
    const onPop = () => setLoc(current());
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);
  const Layout = root.Layout ?? (({ children }: { children: ReactNode }) => children);
  const App = root.default!;
  const Page = page?.default;
  const rootMatch = match("root", "/");
  const matches = pageId ? [rootMatch, match(pageId, loc.pathname)] : [rootMatch];
  const outlet = Page ? (
    <RouteContext.Provider value={{ outlet: null, matches: matches as never, isDataRoute: false }}>
      <Page />
    </RouteContext.Provider>
  ) : null;
  return (
    <Router basename={basename} location={loc} navigator={navigator}>
      <DataRouterStateContext.Provider value={routeState(matches)}>
        <Layout>
          <Boundary rootMatch={rootMatch}>
            <RouteContext.Provider value={{ outlet, matches: [rootMatch] as never, isDataRoute: false }}>
              <App />
            </RouteContext.Provider>
          </Boundary>
        </Layout>
      </DataRouterStateContext.Provider>
    </Router>
  );
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <Document />
    </StrictMode>,
  );
});
