import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

// Runs before every test file. Files share their worker (`isolate: false` in
// vitest.config.ts), so what one file leaves behind in jsdom is reset here.

// Component tests run in jsdom (per-file `@vitest-environment jsdom`);
// server tests run in node, where there is no DOM to clean.
if (typeof document !== "undefined") {
  const { cleanup, configure } = await import("@testing-library/react");
  afterEach(() => cleanup());
  // findBy* and waitFor wait on a condition; on this shared two-core machine a
  // form's first check (its schema loads on demand) can take longer than the
  // default second.
  configure({ asyncUtilTimeout: 5000 });
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, "", "/");
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

// @simplewebauthn/server (14.0) asks Node's Web Crypto whether it can verify
// ML-DSA-44 signatures (SubtleCrypto.supports), and Node 24 prints an
// ExperimentalWarning for the question and for the algorithm, once per worker.
// Only those two are dropped, and only when that package is the caller: any
// other warning, experimental or not, is printed as before.
const quiet = Symbol.for("site.quietDependencyWarnings");
const processWithFlag = process as NodeJS.Process & { [quiet]?: true };
if (!processWithFlag[quiet]) {
  processWithFlag[quiet] = true;
  const emitWarning = process.emitWarning.bind(process) as (...args: unknown[]) => void;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const type = typeof rest[0] === "string" ? rest[0] : (rest[0] as { type?: string } | undefined)?.type;
    const message = typeof warning === "string" ? warning : warning.message;
    if (type === "ExperimentalWarning" && /Web Crypto API/.test(message) && calledFrom("/node_modules/@simplewebauthn/server/")) return;
    emitWarning(warning, ...rest);
  }) as typeof process.emitWarning;
}

function calledFrom(dependency: string): boolean {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 30;
  const stack = new Error().stack ?? "";
  Error.stackTraceLimit = limit;
  return stack.includes(dependency);
}
