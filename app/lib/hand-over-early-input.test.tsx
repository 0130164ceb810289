// @vitest-environment jsdom
import { act, useEffect, useState, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { captureEarlyInput } from "./early-input-capture";
import { handOverEarlyInput, handOverSoon } from "./hand-over-early-input";

// The page as the browser has it: prerendered HTML, the head script
// listening, the visitor acting on the fields before React hydrates, then
// hydration with the hand-over the entry makes (app/entry.client.tsx).

/** The EMI calculator's way: each field's onChange reads the field inside a state updater. */
function Calculator() {
  const [raw, setRaw] = useState({ amount: "500000", tenure: "24", rate: "16" });
  const field = (name: keyof typeof raw) => (
    <input aria-label={name} value={raw[name]} onChange={(e) => setRaw((r) => ({ ...r, [name]: e.target.value }))} />
  );
  return (
    <form>
      {field("amount")}
      {field("tenure")}
      {field("rate")}
      <output>{`${raw.amount}|${raw.tenure}|${raw.rate}`}</output>
    </form>
  );
}

function Choices({ onSend }: { onSend?: (sent: string) => void }) {
  const [agree, setAgree] = useState(false);
  const [city, setCity] = useState("");
  const [size, setSize] = useState("small");
  const [email, setEmail] = useState("");
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSend?.(`${email}|${agree}|${city}|${size}`);
      }}
    >
      <input aria-label="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input aria-label="agree" type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      <select aria-label="city" value={city} onChange={(e) => setCity(e.target.value)}>
        <option value="">Choose</option>
        <option value="pune">Pune</option>
      </select>
      {["small", "large"].map((s) => (
        <input key={s} aria-label={s} type="radio" name="size" value={s} checked={size === s} onChange={() => setSize(s)} />
      ))}
      <button type="submit">Send</button>
      <output>{`${email}|${agree}|${city}|${size}`}</output>
    </form>
  );
}

/** What the entry does once the page has hydrated. */
function Page({ children }: { children: ReactNode }) {
  useEffect(() => handOverSoon(document, () => (document.documentElement.dataset.hydrated = "true")), []);
  return children;
}

let container: HTMLElement;
let root: Root | undefined;
const $ = <T extends Element>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;
const output = () => container.querySelector("output")!.textContent;

/** A visitor's keystrokes: the browser changes the field (not through the page's own setter, which React watches), then tells the page. */
const setShown = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
function type(field: HTMLInputElement, text: string) {
  for (const ch of text) {
    setShown.call(field, field.value + ch);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
function clear(field: HTMLInputElement) {
  setShown.call(field, "");
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
function pick(field: HTMLInputElement | HTMLSelectElement, value?: string) {
  if (field instanceof HTMLSelectElement) field.value = value!;
  else field.checked = !field.checked || field.type === "radio";
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

beforeAll(() => {
  // Tells React that this test runs its updates inside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  captureEarlyInput();
});
beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
  window.__earlyInput!.typed.clear();
  window.__earlyInput!.held.clear();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

function prerender(ui: ReactNode) {
  container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.append(container);
}
async function hydrate(ui: ReactNode) {
  await act(async () => {
    root = hydrateRoot(container, <Page>{ui}</Page>);
  });
  // The hand-over's own task.
  await act(async () => {});
}

describe("what a visitor does before the page is live", () => {
  it("is React's state after hydration: every field the visitor typed into, even where onChange reads the field late", async () => {
    prerender(<Calculator />);
    for (const [name, text] of [
      ["amount", "1000000"],
      ["tenure", "12"],
      ["rate", "12"],
    ] as const) {
      clear($(name));
      type($(name), text);
    }
    await hydrate(<Calculator />);
    expect(output()).toBe("1000000|12|12");
    expect([$<HTMLInputElement>("tenure").value, $<HTMLInputElement>("rate").value]).toEqual(["12", "12"]);
  });

  it("is lost without it: the first render after hydration writes the prerendered value back over the typed one", async () => {
    prerender(<Calculator />);
    clear($("tenure"));
    type($("tenure"), "12");
    await act(async () => {
      root = hydrateRoot(container, <Calculator />);
    });
    expect(output()).toBe("500000|24|16");
    expect($<HTMLInputElement>("tenure").value).toBe("12");
    // A keystroke in another field, once React listens, renders the form again.
    await act(async () => type($("amount"), "0"));
    expect($<HTMLInputElement>("tenure").value).toBe("24");
  });

  it("keeps a ticked box, a picked option and the last radio picked, and values the browser restored without events", async () => {
    prerender(<Choices />);
    pick($("agree"));
    pick($("city"), "pune");
    pick($("large"));
    pick($("small"));
    pick($("large"));
    // Form state the browser put back (back button, reload): no event at all.
    $<HTMLInputElement>("email").value = "asha@example.in";
    await hydrate(<Choices />);
    expect(output()).toBe("asha@example.in|true|pune|large");
  });

  it("carries out a press made before the page is live once, with the values the visitor sees, and marks it meanwhile", async () => {
    const onSend = vi.fn();
    prerender(<Choices onSend={onSend} />);
    type($("email"), "asha@example.in");
    const send = container.querySelector("button")!;
    send.click();
    send.click();
    expect(send).toHaveAttribute("data-held");
    expect(onSend).not.toHaveBeenCalled();
    // React's development build remarks on the mark, an attribute it did not render (production says nothing).
    const remarks = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(<Choices onSend={onSend} />);
    expect(remarks.mock.calls.every(([m]) => String(m).includes("attributes of the server rendered HTML"))).toBe(true);
    remarks.mockRestore();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith("asha@example.in|false||small");
    expect(send).not.toHaveAttribute("data-held");
    // Live now: a press goes straight to the page.
    send.click();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it("carries out a press in each form pressed before the page is live: sending one form and going on to the next loses neither", async () => {
    const first = vi.fn();
    const second = vi.fn();
    const twoForms = (
      <>
        <Choices onSend={first} />
        <Choices onSend={second} />
      </>
    );
    prerender(twoForms);
    const [emailA, emailB] = container.querySelectorAll<HTMLInputElement>('[aria-label="email"]');
    const [sendA, sendB] = container.querySelectorAll("button");
    type(emailA!, "asha@example.in");
    sendA!.click();
    type(emailB!, "ravi@example.in");
    sendB!.click();
    expect([sendA, sendB].every((b) => b!.hasAttribute("data-held"))).toBe(true);
    const remarks = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(twoForms);
    remarks.mockRestore();
    expect(first.mock.calls).toEqual([["asha@example.in|false||small"]]);
    expect(second.mock.calls).toEqual([["ravi@example.in|false||small"]]);
  });

  it("leaves what was typed inside an island that is not live yet for the island's own hand-over", async () => {
    prerender(
      <div data-island="later">
        <Choices />
      </div>,
    );
    type($("email"), "ravi@example.in");
    await hydrate(
      <div data-island="later">
        <Choices />
      </div>,
    );
    expect(window.__earlyInput!.typed.has($("email"))).toBe(true);
    // Typing there goes on being kept after the page is live.
    await act(async () => type($("email"), "."));
    expect(window.__earlyInput!.typed.get($("email"))).toBe("ravi@example.in.");
    const island = container.querySelector("[data-island]")!;
    island.setAttribute("data-live", "");
    await act(async () => handOverEarlyInput(island));
    expect(output()).toBe("ravi@example.in.|false||small");
    expect(window.__earlyInput!.typed.size).toBe(0);
  });
});
