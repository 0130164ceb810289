import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

// Component tests run in jsdom (per-file `@vitest-environment jsdom`);
// server tests run in node, where there is no DOM to clean.
if (typeof document !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}

// jsdom has <dialog> but not its modal methods; this stand-in keeps the
// `open` attribute semantics that our components and tests rely on.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}
