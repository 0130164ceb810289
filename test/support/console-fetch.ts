// For component tests of the console's screens: a `fetch` that carries the screen's requests to a real app
// (test/support/staff-app.ts) in process, as the browser would send them (same Origin, the signed-in person's session
// cookie), and gives back the app's own answer. The screens then meet the real server's answers, its 403s and its
// 409s, not values a test made up. `offline()` makes every request fail as a browser's fetch does with no network,
// for the screens' error state.
import { vi } from "vitest";
import { ORIGIN, type StaffTestApp } from "#test/staff-app";

type ConsoleFetch = {
  /** From now on, requests go out with this person's session cookie (none: signed out). */
  as(cookie: string | undefined): void;
  /** From now on, every request fails as with no network (a TypeError, as fetch throws). */
  offline(): void;
  /** Requests that have not been answered yet: a test waits for none before its end. */
  pending(): number;
};

/** Replaces the global fetch (undone after each test by vitest's unstubGlobals) with one into `t.app`. */
export function useConsoleFetch(t: StaffTestApp, cookie?: string): ConsoleFetch {
  let session = cookie;
  let down = false;
  let open = 0;
  vi.stubGlobal("fetch", async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    if (down) throw new TypeError("Failed to fetch");
    const url = new URL(String(input instanceof Request ? input.url : input), ORIGIN);
    const headers = new Headers(init.headers);
    headers.set("origin", ORIGIN);
    if (session) headers.set("cookie", session);
    open++;
    try {
      const res = await t.app.inject({
        method: (init.method ?? "GET") as "GET",
        url: url.pathname + url.search,
        headers: Object.fromEntries(headers),
        ...(typeof init.body === "string" ? { payload: init.body } : {}),
      });
      const answer = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        // Set-Cookie stays with the test: jsdom keeps no cookie jar for these requests.
        if (value !== undefined && name !== "set-cookie") answer.set(name, Array.isArray(value) ? value.join(", ") : String(value));
      }
      const empty = res.statusCode === 204 || res.statusCode === 304;
      return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: answer });
    } finally {
      open--;
    }
  });
  return {
    as: (c) => (session = c),
    offline: () => (down = true),
    pending: () => open,
  };
}
