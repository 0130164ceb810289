// @vitest-environment jsdom
import { act, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { captureEarlyInput } from "../../lib/early-input-capture";
import { lazyIsland } from "./lazy-island";

// jsdom has no IntersectionObserver; this stand-in lets a test say when the island is seen.
let observers: { callback: IntersectionObserverCallback; el: Element }[] = [];
class TestObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(el: Element) {
    observers.push({ callback: this.callback, el });
  }
  disconnect() {}
}
const scrollIntoView = () =>
  act(async () => {
    for (const o of observers)
      o.callback([{ isIntersecting: true, target: o.el } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

function Named() {
  const [name, setName] = useState("");
  return (
    <label>
      Name <input value={name} onChange={(e) => setName(e.target.value)} />
      <output>{name}</output>
    </label>
  );
}

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      Clicked {n}
    </button>
  );
}

let container: HTMLElement;
let root: Root | undefined;
// The page's head script (app/root.tsx), on a page that has hydrated: only the islands wait.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  captureEarlyInput();
});
beforeEach(() => {
  document.documentElement.dataset.hydrated = "true";
  observers = [];
  vi.stubGlobal("IntersectionObserver", TestObserver);
  sessionStorage.clear();
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

/**
 * Prerenders the island (as the build does) into the page, then hydrates a
 * fresh instance of it (as the browser does, in another process) with `load`.
 */
async function prerenderAndHydrate(name: string, load: () => Promise<{ default: () => React.ReactNode }>, Content = Counter) {
  const Built = lazyIsland(name, async () => ({ default: Content }));
  // As the build does: no window, and every Suspense boundary waited for.
  vi.stubGlobal("window", undefined);
  const { prelude } = await prerender(<Built />);
  const html = await new Response(prelude).text();
  vi.unstubAllGlobals();
  vi.stubGlobal("IntersectionObserver", TestObserver);
  container.innerHTML = html;
  const Island = lazyIsland(name, load);
  await act(async () => {
    root = hydrateRoot(container, <Island />);
  });
}

describe("lazy islands", () => {
  it("are in the prerendered HTML, and load their code only once they are on screen", async () => {
    const load = vi.fn(async () => ({ default: Counter }));
    await prerenderAndHydrate("counter-a", load);
    expect(container.textContent).toBe("Clicked 0");
    expect(load).not.toHaveBeenCalled();
    await scrollIntoView();
    await vi.waitFor(() => expect(container.querySelector("[data-island]")).toHaveAttribute("data-live"));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => container.querySelector("button")!.click());
    expect(container.textContent).toBe("Clicked 1");
  });

  it("keep a click that arrives before their code and replay it once live", async () => {
    await prerenderAndHydrate("counter-b", async () => ({ default: Counter }));
    // React's development build remarks on the held press's mark, an attribute it did not render.
    const remarks = vi.spyOn(console, "error").mockImplementation(() => {});
    const button = container.querySelector("button")!;
    await act(async () => {
      button.click();
      // Taken, and shown to be waiting.
      expect(button).toHaveAttribute("data-held");
    });
    await act(() => vi.waitFor(() => expect(container.querySelector("[data-island]")).toHaveAttribute("data-live")));
    expect(container.textContent).toBe("Clicked 1");
    expect(container.querySelector("button")).not.toHaveAttribute("data-held");
    expect(remarks.mock.calls.every(([m]) => String(m).includes("attributes of the server rendered HTML"))).toBe(true);
    remarks.mockRestore();
  });

  it("keep what was typed into them before their code arrived, and start loading on it", async () => {
    const load = vi.fn(async () => ({ default: Named }));
    await prerenderAndHydrate("named", load, Named);
    const field = container.querySelector("input")!;
    // The visitor focuses the field and types (the browser sets it; React has no listener inside the island yet).
    await act(async () => {
      field.focus();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(field, "Asha");
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(() => vi.waitFor(() => expect(container.querySelector("[data-island]")).toHaveAttribute("data-live")));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector("output")).toHaveTextContent("Asha");
    expect(field).toHaveValue("Asha");
    expect(field).toHaveFocus();
  });

  it("keep their prerendered HTML when the code cannot load, after asking for one reload", async () => {
    await prerenderAndHydrate("counter-c", () => Promise.reject(new Error("chunk gone")));
    await scrollIntoView();
    // The failed load asks for its one reload; the island stays as prerendered.
    await act(() => vi.waitFor(() => expect(sessionStorage.getItem("chunk-reload")).toBe(location.pathname)));
    expect(container.textContent).toBe("Clicked 0");
    expect(container.querySelector("[data-island]")).not.toHaveAttribute("data-live");
  });

  it("render at once where the page has no prerendered HTML for them (client navigation)", async () => {
    const Island = lazyIsland("counter-d", async () => ({ default: Counter }));
    const { createRoot } = await import("react-dom/client");
    await act(async () => {
      root = createRoot(container);
      root.render(<Island />);
    });
    await vi.waitFor(() => expect(container.textContent).toBe("Clicked 0"));
    expect(observers.length).toBe(1);
  });
});
