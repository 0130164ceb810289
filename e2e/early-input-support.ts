// What the early-input suites (early-input-typing.spec.ts, early-input-press.spec.ts) share: a slow phone,
// scripts held back, the forms' requests as sent, and the marks that say a part of the page is live
// (docs/decisions/083-scripts-after-first-paint.md).
import { expect, type Locator, type Page, type Request } from "@playwright/test";

/** About 400 kbit/s each way, as the issue measured on a slow connection. */
const KBIT_400 = (400 * 1000) / 8;
/** Round-trip latencies from 200 to 520 ms: each test takes one by its number, so the suite covers the range. */
const LATENCIES_MS = [200, 280, 360, 440, 520];
export const latencyFor = (n: number) => LATENCIES_MS[n % LATENCIES_MS.length]!;

/** Everything waits on conditions; on a throttled page they take longer than the default 10 s may allow. */
export const slowExpect = expect.configure({ timeout: 40_000 });

/** Chromium as a slow phone: the CPU 4x slower and the network throttled (DevTools protocol, as Lighthouse does). */
async function slowPhone(page: Page, latencyMs: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: latencyMs,
    downloadThroughput: KBIT_400,
    uploadThroughput: KBIT_400,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Holds every script of the page until `release()`: nothing hydrates, no island loads. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Opens `url` on a slow phone, as soon as its first bytes arrive; with `hold`, its scripts wait for the returned release. */
export async function openSlowly(page: Page, url: string, latencyMs: number, hold = false): Promise<() => void> {
  await slowPhone(page, latencyMs);
  const release = hold ? await holdScripts(page) : () => {};
  await page.goto(url, { waitUntil: "commit" });
  return release;
}

/** The JSON (or multipart) bodies the page posts to each /api/ endpoint, in order. */
export function recordPosts(page: Page) {
  const sent: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/api/")) sent.push(r);
  });
  const to = (endpoint: string) => sent.filter((r) => new URL(r.url()).pathname === endpoint);
  return {
    all: () => [...sent],
    to,
    /** The one request sent to `endpoint`, once it has been answered: fails if there were two. */
    async only(endpoint: string) {
      await slowExpect.poll(() => to(endpoint).length).toBeGreaterThan(0);
      const [request, ...more] = to(endpoint);
      expect(more, `a second request to ${endpoint}`).toEqual([]);
      const response = await request!.response();
      expect(response?.status(), `the answer to ${endpoint}`).toBeLessThan(300);
      return request!;
    },
  };
}
export type Posts = ReturnType<typeof recordPosts>;

/** The JSON a request sent. */
export const jsonOf = (r: Request) => JSON.parse(r.postData() ?? "null") as Record<string, unknown>;

export const isLive = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");
export const pageLive = (page: Page) => slowExpect(page.locator('html[data-hydrated="true"]')).toBeAttached();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A field's label as the page writes it: its words, then one of `marks` ("(required)", "(optional)") or nothing. */
export const labelled = (words: string, marks: readonly string[] = []) =>
  new RegExp(`^${escape(words)}(?:\\s*(?:${marks.map(escape).join("|")}))?$`);
/** A sentence with one "{name}" part filled by anything, e.g. "Your reference: {reference}". */
export const pattern = (template: string, name: string) =>
  new RegExp(
    escape(template)
      .replace(escape(`{${name}}`), "(\\S+)")
      .replace(/\\\{\w+\\\}/g, ".*"),
  );

/** Types like a visitor, one key at a time, into a field from the moment it exists; returns its id. */
export async function typeKeys(field: Locator, text: string): Promise<string> {
  await field.pressSequentially(text);
  return (await field.getAttribute("id")) ?? "";
}

/** Empties a field as a visitor does (select all, delete), then types. */
export async function retype(field: Locator, text: string): Promise<string> {
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  return typeKeys(field, text);
}

/** Picks an option as a visitor does; returns the field's id. */
export async function pick(field: Locator, value: string): Promise<string> {
  await field.selectOption(value);
  return (await field.getAttribute("id")) ?? "";
}

/** Every field a visitor can fill in the page's prerendered HTML (not the bots' honeypot): their ids. */
export async function prerenderedFields(page: Page, url: string): Promise<string[]> {
  const html = await (await page.request.get(url)).text();
  const ids: string[] = [];
  for (const [tag] of html.matchAll(/<(?:input|select|textarea)\b[^>]*>/g)) {
    if (/\btype="hidden"|\bname="website"/.test(tag)) continue;
    ids.push(/\bid="([^"]+)"/.exec(tag)?.[1] ?? tag);
  }
  return ids.sort();
}

/** Every field a visitor can fill in `scope` as it is now (the honeypot is hidden from them). */
export const fieldsIn = (scope: Locator) =>
  scope.locator("input:not([type=hidden]):not([name=website]), select, textarea").evaluateAll((els) => els.map((e) => e.id).sort());
