// The second half of keeping what a visitor does before the page is live
// (the first, app/lib/early-input-capture.ts, runs in <head>; decision 083).
// When a part of the page goes live (the page once React has hydrated it, an
// island once its code has), everything the visitor typed, ticked or picked
// there is given to React as if typed now, then the button they pressed is
// pressed again. Called from a task of its own, never inside React's commit
// (see handOverSoon): React then renders each change at once, as it does for a
// real keystroke, and the press acts on the values the visitor sees.
//
// Why replay at all: React hydrates a field with its own initial state and
// keeps the browser's value on screen, so state and screen disagree, and the
// next render of that field (any change nearby) writes the state over it:
// the EMI calculator lost the tenure and rate so. React notices a change by
// comparing the field with the last value it knows (its value tracker, fed by
// the element's own `value` setter). So the field is first set through that
// setter to something else, then to the visitor's value through the
// prototype's setter (which React does not see), and an input event is sent:
// React sees a change and calls the field's onChange with the visitor's value.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs whose value a visitor does not type. */
const NOT_TYPED = new Set(["file", "hidden", "submit", "button", "reset", "image"]);

const isBox = (f: Field): f is HTMLInputElement => f instanceof HTMLInputElement && (f.type === "checkbox" || f.type === "radio");

/**
 * What a field shows that React did not write, if anything: the browser put it
 * there without an event (form state restored on back or reload, some autofill).
 * React keeps defaultValue, defaultChecked and (at hydration) defaultSelected
 * equal to what it rendered.
 */
function shownNotRendered(f: Field): string | boolean | undefined {
  if (f instanceof HTMLSelectElement) {
    const rendered = Math.max(
      0,
      [...f.options].findIndex((o) => o.defaultSelected),
    );
    return f.multiple || f.selectedIndex === rendered ? undefined : f.value;
  }
  if (isBox(f)) return f.checked !== f.defaultChecked ? f.checked : undefined;
  if (f instanceof HTMLInputElement && NOT_TYPED.has(f.type)) return undefined;
  return f.value !== f.defaultValue ? f.value : undefined;
}

/** Gives one field's value to React as a change the visitor made now. */
function giveToReact(field: Field, value: string | boolean): void {
  if (!field.isConnected || field.disabled) return;
  if (typeof value === "boolean") {
    // A radio the visitor left for another is that other's replay.
    if (!isBox(field) || (field.type === "radio" && !value)) return;
    field.checked = !value;
    field.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;
  if (!setter) return;
  // Where the visitor's caret is, if the field still shows their text (a render may have written over it: then
  // the caret goes to the end, where they were typing).
  const caret = document.activeElement === field && field.value === value ? selection(field) : null;
  const select = field instanceof HTMLSelectElement;
  if (!select) field.value = value === "" ? " " : "";
  setter.call(field, value);
  field.dispatchEvent(new Event(select ? "change" : "input", { bubbles: true }));
  if (caret && field.value === value) {
    try {
      (field as HTMLInputElement).setSelectionRange(caret[0], caret[1]);
    } catch {
      // Email and number inputs have no selection to put back.
    }
  }
}

function selection(field: Field): [number, number] | null {
  try {
    const f = field as HTMLInputElement;
    return f.selectionStart === null || f.selectionEnd === null ? null : [f.selectionStart, f.selectionEnd];
  } catch {
    return null;
  }
}

/**
 * Hands `part` (the document, or an island's element) over to React: what the
 * browser restored into its fields, then what the visitor gave them (kept by
 * the head script even if a render has since written over a field), then the
 * held presses, in the order they were made. The part must already be marked live, so the head script lets
 * the replayed events through.
 */
export function handOverEarlyInput(part: Element | Document): void {
  const early = window.__earlyInput;
  if (!early) return;
  const here = (el: Element) => part.contains(el) && !early.pending(el);
  const given: [Field, string | boolean][] = [];
  for (const entry of early.typed) {
    if (!here(entry[0])) continue;
    given.push(entry);
    early.typed.delete(entry[0]);
  }
  const restored: [Field, string | boolean][] = [];
  for (const field of part.querySelectorAll<Field>("input, textarea, select")) {
    if (!here(field) || given.some(([f]) => f === field)) continue;
    const shown = shownNotRendered(field);
    if (shown !== undefined) restored.push([field, shown]);
  }
  // The visitor's own last: in a radio group, their pick wins over a restored one.
  for (const [field, value] of [...restored, ...given]) giveToReact(field, value);
  for (const [form, held] of [...early.held]) {
    if (!here(held)) continue;
    early.held.delete(form);
    held.removeAttribute("data-held");
    if (!held.isConnected) continue;
    if (held instanceof HTMLFormElement) held.requestSubmit();
    else held.click();
  }
}

/**
 * Marks `part` live and hands it over, right after the current task: called
 * from an effect, this runs once React has finished committing (a change
 * given to React inside its commit is not rendered at once, and React puts
 * the field back to its old state) and before the browser paints again, so
 * the visitor never sees a field go back.
 */
export function handOverSoon(part: Element | Document, markLive: () => void): void {
  queueMicrotask(() => {
    markLive();
    handOverEarlyInput(part);
  });
}

/** Whether the visitor is in `part` or did something there before it was live (focus, typing, a press). */
export function visitorWasHere(part: Element): boolean {
  const early = window.__earlyInput;
  const inside = (n: Node | null | undefined) => !!n && part.contains(n);
  return inside(document.activeElement) || [...(early?.held.values() ?? [])].some(inside) || [...(early?.typed.keys() ?? [])].some(inside);
}
