import { lazy, type ComponentType } from "react";

// The one way this site loads code on demand (docs/decisions/080-lazy-loading.md).
//
// A hashed chunk can fail to load: the visitor went offline, or a deploy
// replaced the build while their tab stayed open. The build keeps the
// previous deploy's chunks, but a tab older than that still asks for files
// that are gone. Then, like React Router does for route modules, the page
// reloads once (so the visitor gets the current build, and their click
// works on the next try) instead of the whole page turning into an error.

const RELOADED_KEY = "chunk-reload";

/** Reloads the page, unless it already did for this page (or the visitor is offline); true when it reloads. */
export function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === location.pathname || navigator.onLine === false) return false;
    sessionStorage.setItem(RELOADED_KEY, location.pathname);
  } catch {
    return false;
  }
  location.reload();
  return true;
}

/** A loader that runs once (sharing the pending promise) and may be tried again after a failure. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().then(
      (module) => {
        try {
          sessionStorage.removeItem(RELOADED_KEY);
        } catch {
          // Storage may be blocked; the flag then never existed.
        }
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
}

type LazyComponent<P> = {
  Component: ComponentType<P>;
  /** Warms the chunk up (pointer over, focus); a failure here is silent and changes nothing. */
  preload: () => void;
  load: () => Promise<{ default: ComponentType<P> }>;
};

/**
 * A component whose code loads the first time it renders. If that load
 * fails, the page reloads once; if it fails again, `fallback` renders in its
 * place (nothing, by default) and the rest of the page keeps working.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType<P> = () => null,
): LazyComponent<P> {
  const once = loadOnce(load);
  const Component = lazy(() => once().catch(() => (reloadOnce() ? new Promise<never>(() => {}) : { default: fallback })));
  return { Component, preload: () => void once().catch(() => {}), load: once };
}
