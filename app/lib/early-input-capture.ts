// The first half of keeping what a visitor does before the page is live
// (docs/decisions/083-scripts-after-first-paint.md, "Input before the page is
// live"). This runs as an inline script in <head>, before the body is parsed,
// so it sees every keystroke and press from the moment a field or button
// exists. The page's JavaScript arrives after its first paint and lazy
// islands hydrate later still; until the part of the page a field belongs to
// is live, React either has no listener there or would not see the change.
// The second half, app/lib/hand-over-early-input.ts, gives all of it to
// React when that part goes live.
//
// It is serialised into the page (earlyInputScript), so it must not refer to
// anything outside itself; the server allows it by its hash like every inline
// script (server/csp.ts).

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the head script keeps for the app, on window.__earlyInput. */
type EarlyInput = {
  /** The last value the visitor gave each field (checked or not, for boxes), the most recent last. */
  typed: Map<Field, string | boolean>;
  /**
   * The presses held until their part is live, in the order made: the last button pressed (or form submitted
   * without one) in each form, keyed by the form (or by the button, outside a form). Per form, so that a double
   * tap is one press while a visitor who sends one form and goes on to another loses neither.
   */
  held: Map<Element, HTMLElement>;
  /** Whether an element's part of the page is not live yet: the page before hydration, an island before its code. */
  pending: (el: Element) => boolean;
};

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

export function captureEarlyInput(): void {
  const root = document.documentElement;
  const early: EarlyInput = {
    typed: new Map(),
    held: new Map(),
    // <html data-hydrated> is set by app/entry.client.tsx, [data-live] by app/components/ui/lazy-island.tsx.
    pending: (el) => !root.dataset.hydrated || !!el.closest("[data-island]:not([data-live])"),
  };
  window.__earlyInput = early;
  const keep = (e: Event) => {
    const f = e.target;
    if (!(f instanceof HTMLInputElement || f instanceof HTMLTextAreaElement || f instanceof HTMLSelectElement)) return;
    if (f.type === "file" || !early.pending(f)) return;
    // Deleted first so that the most recent stays last: a radio picked, left and picked again wins.
    early.typed.delete(f);
    early.typed.set(f, f.type === "checkbox" || f.type === "radio" ? (f as HTMLInputElement).checked : f.value);
  };
  const hold = (e: Event) => {
    const t = e.target instanceof Element ? e.target : null;
    const b = e.type === "submit" ? t : t && t.closest("button,[role=button],input[type=submit],input[type=button]");
    if (!(b instanceof HTMLElement) || !early.pending(b)) return;
    // Not to React (it may be listening and would act on half-hydrated state), nor to the browser: the forms
    // have no action, and a native submit would reload the page with the fields in its address.
    e.preventDefault();
    e.stopImmediatePropagation();
    const form = b instanceof HTMLFormElement ? b : ((b as HTMLButtonElement).form ?? b.closest("form") ?? b);
    early.held.get(form)?.removeAttribute("data-held");
    early.held.delete(form);
    early.held.set(form, b);
    // Shows the press was taken (app.css): it is carried out once the part is live.
    b.setAttribute("data-held", "");
  };
  for (const type of ["input", "change"]) document.addEventListener(type, keep, true);
  for (const type of ["click", "submit"]) document.addEventListener(type, hold, true);
}

/** The inline script for <head>: app/root.tsx renders it into the prerendered page only (a function, so no bundle carries it). */
export const earlyInputScript = () => `(${captureEarlyInput.toString()})();`;
