// `npm run lint`: every export must be imported somewhere (a test counts), or
// be read by a framework or tool that does not import it (ENTRY_EXPORTS).
// An export nobody imports is dead code, or a name that should not be
// exported. Built on the TypeScript compiler's parser and module resolution
// (no type checking, so it takes a few seconds): `#forms/*`-style imports
// resolve as in tsc. Kept deliberately simple: a namespace import
// (`import * as m`), a dynamic `import()` or `typeof import()` counts as
// using every export of the module, and `export *` passes a use on.
// scripts/lint/unused-exports.test.ts proves it finds what it must.
import path from "node:path";
import ts from "typescript";

/** `local`: the file itself uses the name (drop the `export`); otherwise nothing does (remove it). */
type UnusedExport = { file: string; line: number; name: string; local: boolean };

/** Exports read by something other than an import: a file pattern and the names it may export unimported. */
export type EntryExports = { files: RegExp; names: ReadonlySet<string> | "all"; why: string };

type ModuleInfo = {
  /** Exported name -> line, for the names this file declares or re-exports by name. */
  exports: Map<string, number>;
  /** How often each identifier appears in the file (a name used beside its declaration appears twice or more). */
  identifiers: Map<string, number>;
  /** Modules whose exports this file passes on whole (`export * from`). */
  stars: string[];
  /** Module -> names this file takes from it ("*": all of them). */
  uses: Map<string, Set<string>>;
};

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hasDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));
}

function readModule(source: ts.SourceFile, resolve: (specifier: string) => string | undefined): ModuleInfo {
  const info: ModuleInfo = { exports: new Map(), identifiers: new Map(), stars: [], uses: new Map() };
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const take = (specifier: string, name: string) => {
    const target = resolve(specifier);
    if (!target) return;
    const names = info.uses.get(target) ?? new Set<string>();
    names.add(name);
    info.uses.set(target, names);
  };

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const from = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (clause?.name) take(from, "default");
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) take(from, "*");
      if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) take(from, (e.propertyName ?? e.name).text);
    } else if (ts.isExportDeclaration(statement)) {
      const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
      const clause = statement.exportClause;
      if (!clause && from) {
        const target = resolve(from);
        if (target) info.stars.push(target);
      } else if (clause && ts.isNamespaceExport(clause)) {
        info.exports.set(clause.name.text, lineOf(statement));
        if (from) take(from, "*");
      } else if (clause && ts.isNamedExports(clause)) {
        for (const e of clause.elements) {
          info.exports.set(e.name.text, lineOf(e));
          if (from) take(from, (e.propertyName ?? e.name).text);
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      info.exports.set("default", lineOf(statement));
    } else if (hasExport(statement)) {
      if (hasDefault(statement)) info.exports.set("default", lineOf(statement));
      else if (ts.isVariableStatement(statement))
        for (const d of statement.declarationList.declarations) for (const n of bindingNames(d.name)) info.exports.set(n, lineOf(d));
      else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name
      )
        info.exports.set(statement.name.text, lineOf(statement));
    }
  }

  // Dynamic imports and import types, anywhere in the file; and every identifier.
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) info.identifiers.set(node.text, (info.identifiers.get(node.text) ?? 0) + 1);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) take(arg.text, "*");
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      const first = node.qualifier && (ts.isIdentifier(node.qualifier) ? node.qualifier : node.qualifier.left);
      take(node.argument.literal.text, !node.isTypeOf && first && ts.isIdentifier(first) ? first.text : "*");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return info;
}

/**
 * The exports of `files` (absolute paths) that no file among them imports. `compilerOptions`
 * resolve the imports; `entries` name exports read without an import; `root` makes paths relative.
 */
export function findUnusedExports(options: {
  root: string;
  files: readonly string[];
  compilerOptions: ts.CompilerOptions;
  entries: readonly EntryExports[];
}): UnusedExport[] {
  const { root, compilerOptions, entries } = options;
  const files = options.files.filter((f) => !f.endsWith(".d.ts"));
  const known = new Set(files.map((f) => path.resolve(f)));
  const cache = ts.createModuleResolutionCache(root, (f) => f, compilerOptions);
  const modules = new Map<string, ModuleInfo>();
  for (const file of known) {
    const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? "", ts.ScriptTarget.Latest, true);
    const resolve = (specifier: string) => {
      const resolved = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys, cache).resolvedModule?.resolvedFileName;
      return resolved && known.has(path.resolve(resolved)) ? path.resolve(resolved) : undefined;
    };
    modules.set(file, readModule(source, resolve));
  }

  const used = new Map<string, Set<string>>();
  const mark = (file: string, name: string, seen = new Set<string>()) => {
    const key = `${file}\n${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    const info = modules.get(file);
    if (!info) return;
    const names = used.get(file) ?? new Set<string>();
    used.set(file, names);
    if (name === "*") {
      for (const n of info.exports.keys()) names.add(n);
      for (const star of info.stars) mark(star, "*", seen);
    } else if (info.exports.has(name)) names.add(name);
    else for (const star of info.stars) mark(star, name, seen);
  };
  for (const info of modules.values()) for (const [target, names] of info.uses) for (const name of names) mark(target, name);

  const unused: UnusedExport[] = [];
  for (const [file, info] of modules) {
    const relative = path.relative(root, file).split(path.sep).join("/");
    const entry = entries.filter((e) => e.files.test(relative));
    for (const [name, line] of info.exports) {
      if (used.get(file)?.has(name)) continue;
      if (entry.some((e) => e.names === "all" || e.names.has(name))) continue;
      unused.push({ file: relative, line, name, local: (info.identifiers.get(name) ?? 0) > 1 });
    }
  }
  return unused.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
