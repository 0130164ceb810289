// What a visitor typed, picked or ticked before the page was interactive
// (remembered by the page's bootstrap, scripts/defer-boot.ts), handed to
// React once it listens: a change React did not see would be wiped by its
// next render of the field (the library's search box lost its text so).
//
// React notices a change by comparing the field's value with the last one it
// knows (its value tracker, which the element's own `value` setter feeds).
// So the field is first set, through that setter, to something other than
// the visitor's value, then to the visitor's value through the prototype's
// setter (which React does not see), and an input event is dispatched: React
// then sees a change and calls the field's onChange with the visitor's value.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function replayEarlyInput(typed: ReadonlyMap<Field, string | boolean> | undefined): void {
  if (!typed) return;
  for (const [field, value] of typed) {
    if (!field.isConnected || field.disabled) continue;
    if (typeof value === "boolean") {
      const box = field as HTMLInputElement;
      // A radio the visitor left for another is that other's replay.
      if (box.type === "radio" && !value) continue;
      box.checked = !value;
      box.click();
      continue;
    }
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;
    if (!setter) continue;
    field.value = field instanceof HTMLSelectElement ? "" : value === "" ? " " : "";
    setter.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  }
}
