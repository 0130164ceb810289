import type { splashModes } from "#content/schema";
import { site } from "#content/site";

/**
 * Runs in <head> before first paint: marks the page as scripted (so the splash
 * may cover it) and, in 'first-visit' mode, skips the splash for a returning
 * visitor. It is a fixed string, so the server's Content-Security-Policy can
 * allow it by hash.
 */
export const splashSeenKey = "splash-seen";

// Widened so each mode stays a valid branch whatever content/site.ts holds today.
const mode = site.splash as (typeof splashModes)[number];

export const bootScript =
  `document.documentElement.classList.add("js");` +
  (mode === "off"
    ? `document.documentElement.classList.add("no-splash");`
    : mode === "first-visit"
      ? `try{if(localStorage.getItem(${JSON.stringify(splashSeenKey)}))document.documentElement.classList.add("no-splash")}catch(e){}`
      : "");
