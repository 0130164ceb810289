// The unused-export check of `npm run lint` (scripts/lint/unused-exports.ts) on this tree.
import path from "node:path";
import ts from "typescript";
import { generateCopyIndexes } from "./copy-index";
import { type EntryExports, findUnusedExports } from "./lint/unused-exports";

const root = path.resolve(import.meta.dirname, "..");

/** Exports that something other than an import reads. */
const ENTRY_EXPORTS: EntryExports[] = [
  {
    files: /^app\/(?:routes\/[^/]+|root)\.tsx$/,
    names: new Set([
      "default",
      "meta",
      "links",
      "headers",
      "loader",
      "clientLoader",
      "ErrorBoundary",
      "HydrateFallback",
      "Layout",
      "handle",
    ]),
    why: "React Router reads a route module's exports by name",
  },
  { files: /^app\/entry\.server\.tsx$/, names: new Set(["default", "streamTimeout", "handleError"]), why: "React Router's server entry" },
  { files: /^app\/routes\.ts$/, names: new Set(["default"]), why: "React Router's route table" },
  { files: /(?:^|\/)[\w-]+\.config\.ts$/, names: new Set(["default"]), why: "read by Vite, Vitest, Playwright and React Router" },
  { files: /^e2e\/global-setup\.ts$/, names: new Set(["default"]), why: "Playwright's globalSetup (playwright.config.ts)" },
  {
    files: /^test\/support\/jsdom-with-server\.ts$/,
    names: new Set(["default"]),
    why: "Vitest's environment of the screen tests (vitest.config.ts)",
  },
];

// The generated modules import every language's copy: without them, a translation would look unused.
await generateCopyIndexes();
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, "tsconfig.json"),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
);
if (!config) throw new Error("tsconfig.json could not be read");
const files = config.fileNames.filter((f) => !path.relative(root, f).startsWith(".react-router"));
const unused = findUnusedExports({ root, files, compilerOptions: config.options, entries: ENTRY_EXPORTS });
for (const u of unused)
  console.error(
    `${u.file}:${u.line}  ${u.name}: exported, imported nowhere${u.local ? " (used in its own file: drop the `export`)" : ", used nowhere"}`,
  );
if (unused.length) {
  console.error(
    `\n✗ ${unused.length} unused exports: remove them, drop the \`export\`, or (read by a tool) list them in scripts/check-unused-exports.ts`,
  );
  process.exit(1);
}
console.log(`unused exports: none in ${files.length} files`);
