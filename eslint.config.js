import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";
import importBoundaries from "./scripts/lint/import-boundaries.js";

const react = ["react", "react-dom", "react-router"];

/**
 * Which part of the project may import which (docs/development.md, "Project layout").
 * `from`/`to` name parts: a top folder ("server"), an app part ("app/lib",
 * "app/routes") or any feature ("app/features/*"); `exceptTests` lets a
 * rule's `*.test.ts(x)` files through. A wrong-way import fails
 * `npm run lint`; scripts/lint-boundaries.test.ts proves every rule bites.
 */
/**
 * The layers inside server/ (docs/development.md, "Project layout"): the entry registers the public and the staff
 * routes; routes use features; features use delivery, sign-in and the audit trail, and infrastructure. These are
 * the ways an import must never run. `exceptFiles` lists the imports that still run the wrong way today, file by
 * file, each one to be undone (issue 28): a new file that breaks a wall fails `npm run lint`.
 */
const SERVER_FEATURES = [
  "server/complaints",
  "server/privacy",
  "server/published-documents",
  "server/investor-alerts",
  "server/submissions",
  "server/form-registry",
  "server/uploads",
];
const SERVER_INFRA = [
  "server/db",
  "server/http",
  "server/limits",
  "server/plugins",
  "server/config.ts",
  "server/config-values.ts",
  "server/csp.ts",
];
// Tests may cross them: a test of the outbox files a real submission to send.
const serverWalls = [
  {
    from: SERVER_INFRA,
    to: SERVER_FEATURES,
    exceptTests: true,
    why: "infrastructure knows no feature",
  },
  {
    from: ["server/delivery"],
    to: SERVER_FEATURES,
    exceptTests: true,
    why: "features register email kinds; delivery names none",
  },
  { from: SERVER_FEATURES, to: ["server/staff"], exceptTests: true, why: "a feature is used by routes, never the reverse" },
  {
    from: SERVER_FEATURES,
    to: ["server/routes", "server/static"],
    exceptTests: true,
    why: "a feature is used by routes, never the reverse",
  },
  { from: ["server/auth", "server/audit"], to: SERVER_FEATURES, exceptTests: true, why: "sign-in and the audit trail know no feature" },
];

const boundaryRules = [
  {
    from: ["app", "content", "forms", "shared", "scripts", "bench", "e2e"],
    to: ["server"],
    // Benchmarks that time one server function on a seeded database (the annual report's query) or make the
    // console's invitation directly (publish to visible on another process) call the server's code; the staff
    // inbox's seed migrates with the server's migrations and computes the search columns as the server stores them.
    exceptFiles: ["bench/complaints-report.ts", "bench/publish-visible.ts", "bench/lib/staff-seed.ts"],
    why: "nothing imports server/ but its own files and its entry",
  },
  {
    from: ["shared"],
    except: ["shared/staff-api"],
    to: ["app", "scripts", "bench", "e2e", "forms", "shared/staff-api"],
    packages: react,
    why: "shared/ is pure code for every side",
  },
  {
    from: ["shared/staff-api"],
    to: ["app", "scripts", "bench", "e2e", "content"],
    packages: react,
    why: "the console's API contract is built on the forms' rules and read by the server and the console",
  },
  {
    from: ["forms"],
    to: ["app", "scripts", "bench", "e2e", "content", "shared/staff-api"],
    packages: react,
    why: "form rules are shared by browser and server; their words live in content/",
  },
  { from: ["content"], to: ["app", "scripts", "bench", "e2e", "shared"], packages: react, why: "content/ is the company's data" },
  { from: ["content"], to: ["forms"], allowTypeImports: true, why: "content/ may take the types of the forms it words, nothing else" },
  { from: ["server"], to: ["app", "scripts", "bench", "e2e"], packages: react, why: "the server never runs the app or the build" },
  { from: ["scripts"], to: ["app", "bench", "e2e"], why: "build steps read content/ and shared/, not the app" },
  { from: ["bench"], to: ["e2e"], why: "benchmarks measure the app and the server from outside" },
  {
    from: ["e2e"],
    to: ["app", "scripts", "bench"],
    allow: ["app/generated"],
    why: "end-to-end tests drive the built site; the generated document tree is their fixture",
  },
  { from: ["app"], to: ["scripts", "bench", "e2e"], packages: ["node:"], exceptFiles: ["app/entry.server.tsx"], why: "browser code" },
  {
    from: ["app/components", "app/lib"],
    to: ["app/features/*", "app/routes", "app"],
    allow: ["app/components", "app/lib", "app/generated"],
    why: "UI primitives and helpers are generic",
  },
  {
    from: ["app/components", "app/lib"],
    to: ["content"],
    allowTypeImports: true,
    why: "UI primitives get company facts and words passed in",
  },
  { from: ["app/features/*"], to: ["app/features/*", "app/routes"], why: "features do not import each other; routes compose them" },
  {
    from: ["app", "server", "shared", "forms", "content", "scripts", "staff", "deploy"],
    to: ["test"],
    exceptTests: true,
    why: "test support (#test/*) is for tests, e2e and benchmarks, never shipped code",
  },
  // The staff console (staff/) is a separate app with its own bundle: no public page may load its code.
  {
    from: ["app", "shared", "forms", "content", "server", "scripts", "bench", "e2e"],
    to: ["staff"],
    why: "the staff console is its own app; nothing else imports it",
  },
  ...serverWalls,
  {
    from: ["staff"],
    to: ["app", "server", "scripts", "bench", "e2e"],
    packages: ["node:"],
    exceptFiles: ["staff/vite.config.ts"],
    why: "the console is browser code talking to the API; it shares only shared/, forms/ and content/",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "bench/results/",
      ".react-router/",
      "node_modules/",
      "app/generated/",
      "scripts/generated/",
      "server/generated/",
      "public/",
      "test-results/",
      "playwright-report/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Every pattern must run in linear time on any input (docs/decisions/030-hostile-input.md); the
  // recommended set plus the strict forms of the two super-linear rules.
  regexp.configs["flat/recommended"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, local: { rules: { "import-boundaries": importBoundaries } } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "regexp/no-super-linear-backtracking": ["error", { report: "potential" }],
      "regexp/no-super-linear-move": "error",
      "local/import-boundaries": ["error", { rules: boundaryRules }],
    },
  },
);
