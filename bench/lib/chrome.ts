// Debian's Chromium for Lighthouse, and a check through the same browser of
// whether the splash screen really shows.
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import { existsSync } from "node:fs";
import { CHROMIUM_FLAGS, chromePathFromEnv } from "#shared/chromium";

/** Flags that let Chromium run headless in this container without touching the network. */
const baseChromeFlags = ["--headless=new", ...CHROMIUM_FLAGS];

function chromePath(): string {
  const p = chromePathFromEnv();
  if (!existsSync(p)) {
    throw new Error(
      `Chromium was not found at ${p}. Install Debian's (sudo apt-get install -y chromium) or point CHROME_PATH at Chrome/Chromium.`,
    );
  }
  return p;
}

export type Chrome = { port: number; version: string; kill: () => Promise<void> };

export async function launchChrome(extraFlags: readonly string[] = []): Promise<Chrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: [...baseChromeFlags, ...extraFlags],
    logLevel: "silent",
  });
  let version = "unknown";
  try {
    const res = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    version = ((await res.json()) as { Browser?: string }).Browser ?? version;
  } catch {
    // Only used for the report.
  }
  return { port: chrome.port, version, kill: async () => void (await chrome.kill()) };
}

export type SplashCheck = {
  prefersReducedMotion: boolean;
  splashShown: boolean;
  /** ms from navigation start until the splash no longer covers the page (unthrottled). */
  uncoveredMs: number | null;
};

// Runs in the page from its first moment: notes whether the splash ever
// covers the page and when, once the HTML is parsed, it no longer does.
const splashProbe = `(() => {
  const r = (window.__splash = { everShown: false, uncoveredMs: null });
  const shown = () => {
    const el = document.querySelector(".splash");
    const s = el && getComputedStyle(el);
    return !!s && s.display !== "none" && s.visibility !== "hidden" && Number(s.opacity) > 0;
  };
  const tick = () => {
    if (document.readyState !== "loading") {
      if (shown()) r.everShown = true;
      else return void (r.uncoveredMs = Math.round(performance.now()));
    }
    if (performance.now() < 15000) setTimeout(tick, 20);
  };
  tick();
})()`;

/**
 * Opens `url` in the given Chrome (so with the very flags Lighthouse ran
 * with) and reports whether the splash covered the page and, from navigation
 * start, when it stopped covering it (unthrottled).
 */
export async function checkSplash(cdpPort: number, url: string): Promise<SplashCheck> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    // Playwright emulates "no-preference" unless told not to emulate at all;
    // the browser's own setting (the command-line flag) must show through.
    await page.emulateMedia({ reducedMotion: null });
    // Strings, not functions: tsx's helpers would not exist in the page.
    await page.addInitScript(splashProbe);
    await page.goto(url, { waitUntil: "domcontentloaded" });
    // Polled from here: the site's CSP forbids the eval that waitForFunction uses.
    const deadline = Date.now() + 16_000;
    while (Date.now() < deadline && (await page.evaluate("window.__splash ? window.__splash.uncoveredMs : null")) === null) {
      await page.waitForTimeout(100);
    }
    const probe = (await page.evaluate("window.__splash")) as { everShown: boolean; uncoveredMs: number | null };
    const prefersReducedMotion = (await page.evaluate(`matchMedia("(prefers-reduced-motion: reduce)").matches`)) as boolean;
    await page.close();
    return { prefersReducedMotion, splashShown: probe.everShown, uncoveredMs: probe.uncoveredMs };
  } finally {
    await browser.close();
  }
}
