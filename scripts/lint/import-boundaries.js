// ESLint rule: which part of the project may import which (docs/development.md, "Project
// layout"). Each import is resolved to the file it names, relative paths and
// package.json "#aliases" alike, then the two files' parts are compared, so
// "../app" from server/routes means server/app.ts (allowed), never app/.
//
// A dedicated plugin (eslint-plugin-boundaries, import-x zones) would need a
// resolver that understands the "#aliases"; resolving them here is ten lines.
import { readFileSync } from "node:fs";
import path from "node:path";

/** Tests beside the code (`*.test.ts`, `*.hi.test.tsx`) may use test support; the code they test may not. */
const TEST_FILE = /\.test\.tsx?$/;

/** The part a project-relative path belongs to: "server", "app/features/home", ... */
function partOf(relPath) {
  const [top, second, third] = relPath.split("/");
  // The console's API contract sits above forms/ (it is built on their rules), unlike the rest of shared/.
  if (top === "shared" && second === "staff-api") return "shared/staff-api";
  // Inside server/, each folder is a part ("server/delivery"), and so is each file at its top ("server/config.ts").
  if (top === "server" && second) return `server/${second}`;
  if (top !== "app") return top ?? "";
  if (second === "features" && third) return `app/features/${third}`;
  if (second === "components" || second === "lib" || second === "routes" || second === "generated") return `app/${second}`;
  return "app";
}

function aliasTable(root) {
  const imports = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).imports ?? {};
  return Object.entries(imports).map(([key, target]) => ({
    prefix: key.replace(/\*$/, ""),
    target: String(target).replace(/^\.\//, "").split("*")[0],
  }));
}

/** The project-relative path an import names, or undefined for a package. */
function resolveImport(fromRel, spec, aliases) {
  if (spec.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), spec));
  const alias = aliases.find((a) => spec.startsWith(a.prefix));
  return alias ? alias.target + spec.slice(alias.prefix.length) : undefined;
}

/** Does `part` match a zone name ("app" covers every app/... part; "app/features/*" any feature)? */
function matches(part, zone) {
  if (zone.endsWith("/*")) return part.startsWith(zone.slice(0, -1));
  return part === zone || part.startsWith(`${zone}/`);
}

/** Inside server/, the rule's own name for the part an import starts in ("server" under a rule on all of server/). */
const zoneOf = (rule, part) => (part.startsWith("server/") ? (rule.from.find((z) => matches(part, z)) ?? part) : part);

export default {
  meta: {
    type: "problem",
    docs: { description: "Imports point one way between the project's parts." },
    schema: [{ type: "object", additionalProperties: true }],
    messages: { forbidden: "{{from}} must not import {{to}} ({{why}})." },
  },
  create(context) {
    const { rules = [] } = context.options[0] ?? {};
    const root = context.cwd;
    const fromRel = path.relative(root, context.filename).split(path.sep).join("/");
    const from = partOf(fromRel);
    const aliases = aliasTable(root);

    const check = (node, spec, typeOnly) => {
      if (typeof spec !== "string") return;
      const target = resolveImport(fromRel, spec, aliases);
      for (const rule of rules) {
        if (!rule.from.some((z) => matches(from, z)) || (rule.except ?? []).some((z) => matches(from, z))) continue;
        if (rule.exceptFiles?.includes(fromRel)) continue;
        if (rule.exceptTests && TEST_FILE.test(fromRel)) continue;
        if (typeOnly && rule.allowTypeImports) continue;
        if (target !== undefined) {
          const to = partOf(target);
          if (to === from || !rule.to) continue;
          if (
            rule.to.some((z) => (z === "app/features/*" ? to.startsWith("app/features/") && to !== from : matches(to, z))) &&
            !(rule.allow ?? []).some((z) => matches(to, z))
          ) {
            context.report({ node, messageId: "forbidden", data: { from: zoneOf(rule, from), to, why: rule.why } });
            return;
          }
        } else if (rule.packages?.some((p) => spec === p || spec.startsWith(p.endsWith(":") ? p : `${p}/`))) {
          context.report({ node, messageId: "forbidden", data: { from: zoneOf(rule, from), to: spec, why: rule.why } });
          return;
        }
      }
    };

    return {
      ImportDeclaration: (node) =>
        check(
          node.source,
          node.source.value,
          node.importKind === "type" || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type")),
        ),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value, node.exportKind === "type"),
      ExportAllDeclaration: (node) => check(node.source, node.source.value, node.exportKind === "type"),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value, false),
    };
  },
};
