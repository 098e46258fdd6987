// @ts-check
// The public surface of the published packages, read from their TypeScript sources with the
// compiler API: every entry point in each package.json `exports` map, every name it exports,
// whether that name exists at run time, and its declaration as `tsc` would emit it (.d.ts text,
// comments dropped). `report.mjs` writes it to `packages/<pkg>/api/*.api.md`; `count.mjs` counts it.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const repo = fileURLToPath(new URL('../../', import.meta.url));

/** The packages whose surface is a contract (published, or about to be). */
export const PACKAGES = ['core', 'react', 'mcp', 'ai-sdk', 'ag-ui'];

/**
 * Every typed entry point of a package: `{ name: '@elicit-kit/core/url', subpath: './url', file }`.
 * @param {string} pkg  folder name under packages/
 */
export function entryPoints(pkg) {
  const dir = join(repo, 'packages', pkg);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  // Only what the published package exposes: a workspace-only entry (mcp's `./test-support/*`, which
  // publishConfig leaves out) is the tests' business, not the public surface.
  const published = manifest.publishConfig?.exports ?? manifest.exports;
  return Object.entries(/** @type {Record<string, string>} */ (manifest.exports))
    .filter(([subpath, target]) => /\.tsx?$/.test(target) && subpath in published)
    .map(([subpath, target]) => ({
      pkg,
      name: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
      subpath,
      file: join(dir, target),
    }));
}

/**
 * @typedef {{ name: string, runtime: boolean, deprecated: boolean, declaration: string, kind: string, summary: string, origin: string, members?: ApiMember[] }} ApiExport
 * @typedef {{ name: string, kind: string, summary: string }} ApiMember
 * @typedef {{ pkg: string, name: string, subpath: string, file: string, summary: string, exports: ApiExport[] }} ApiEntry
 */

const compilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  esModuleInterop: true,
  types: ['node', 'vite/client'],
  typeRoots: [join(repo, 'node_modules/@types'), join(repo, 'packages/react/node_modules')],
};

/**
 * Reads every entry point of the given packages. Two programs: the sources, whose declarations
 * `tsc` emits in memory, then the same files served as those declarations, so each export prints
 * as its `.d.ts` statement (signatures and inferred types, no bodies).
 * @param {string[]} [packages]
 * @returns {ApiEntry[]}
 */
export function readSurface(packages = PACKAGES) {
  const entries = packages.flatMap(entryPoints);
  const roots = entries.map((e) => e.file);
  const source = ts.createProgram(roots, { ...compilerOptions, declaration: true, emitDeclarationOnly: true, noEmit: false, outDir: join(repo, '.api-out') });
  /** @type {Map<string, string>} source file → its declarations */
  const declarations = new Map();
  for (const file of source.getSourceFiles()) {
    if (file.isDeclarationFile || !file.fileName.startsWith(repo) || file.fileName.includes('/node_modules/')) continue;
    const result = source.emit(
      file,
      (name, text) => {
        if (name.endsWith('.d.ts')) declarations.set(file.fileName, text);
      },
      undefined,
      true,
    );
    const errors = result.diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
    if (errors.length) throw new Error(ts.formatDiagnostics(errors, formatHost));
  }

  const host = ts.createCompilerHost(compilerOptions);
  const readFile = host.readFile.bind(host);
  host.readFile = (f) => declarations.get(f) ?? readFile(f);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (f, lang, onError) => {
    const text = declarations.get(f);
    return text === undefined ? getSourceFile(f, lang, onError) : ts.createSourceFile(f, text, lang, true);
  };
  const dts = ts.createProgram(roots, compilerOptions, host);
  const checker = dts.getTypeChecker();
  const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

  return entries.map((entry) => {
    const file = dts.getSourceFile(entry.file);
    const module = file && checker.getSymbolAtLocation(file);
    if (!file || !module) throw new Error(`${entry.name}: ${relative(repo, entry.file)} has no module symbol`);
    const exports = checker.getExportsOfModule(module).map((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const decls = symbol.declarations ?? [];
      const deprecated = [exported, symbol].some((s) => (s.declarations ?? []).some((d) => ts.getJSDocDeprecatedTag(d) !== undefined));
      const text = decls.map((d) => printDeclaration(printer, d)).join('\n');
      const renamed = symbol.name !== exported.name && symbol.name !== 'default' ? `// exported as ${exported.name}\n` : '';
      return {
        name: exported.name,
        runtime: (symbol.flags & ts.SymbolFlags.Value) !== 0,
        deprecated,
        declaration: renamed + text,
        kind: kindOf(symbol),
        summary: summaryOf(checker, exported, symbol),
        origin: decls[0] ? `${relative(repo, decls[0].getSourceFile().fileName)}:${decls[0].pos}` : exported.name,
        ...(symbol.flags & ts.SymbolFlags.ValueModule && { members: membersOf(checker, symbol) }),
      };
    });
    exports.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { ...entry, summary: moduleSummary(file), exports };
  });
}

/** What an export is, in one word: function, class, constant, interface, type, enum, namespace. */
function kindOf(/** @type {ts.Symbol} */ symbol) {
  const f = symbol.flags;
  if (f & ts.SymbolFlags.Class) return 'class';
  if (f & ts.SymbolFlags.Function) return 'function';
  if (f & ts.SymbolFlags.Enum) return 'enum';
  if (f & ts.SymbolFlags.Variable) return 'constant';
  if (f & ts.SymbolFlags.Interface) return 'interface';
  if (f & ts.SymbolFlags.TypeAlias) return 'type';
  if (f & ts.SymbolFlags.Module) return 'namespace';
  return 'other';
}

/**
 * The first paragraph of an export's TSDoc, as one line: the export's own comment (an alias such
 * as `export const A = B` may say more than B), else its declaration's. '' when there is none.
 */
function summaryOf(/** @type {ts.TypeChecker} */ checker, /** @type {ts.Symbol} */ exported, /** @type {ts.Symbol} */ symbol) {
  for (const s of exported === symbol ? [symbol] : [exported, symbol]) {
    const text = ts.displayPartsToString(s.getDocumentationComment(checker)).trim();
    if (text) return firstParagraph(text);
  }
  // `export * as X from …` keeps its TSDoc on the export statement, which the checker does not read.
  for (const d of exported.declarations ?? []) {
    if (!ts.isNamespaceExport(d)) continue;
    const statement = d.parent;
    const text = statement.getSourceFile().text;
    const range = (ts.getLeadingCommentRanges(text, statement.pos) ?? []).filter((r) => text.startsWith('/**', r.pos)).pop();
    if (range)
      return firstParagraph(
        text
          .slice(range.pos + 3, range.end - 2)
          .replace(/^\s*\* ?/gm, '')
          .trim(),
      );
  }
  return '';
}

/** The names an `export * as X` namespace holds, each with its kind and summary. */
function membersOf(/** @type {ts.TypeChecker} */ checker, /** @type {ts.Symbol} */ namespace) {
  return checker
    .getExportsOfModule(namespace)
    .map((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      return { name: exported.name, kind: kindOf(symbol), summary: summaryOf(checker, exported, symbol) };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The `@packageDocumentation` comment of an entry file, each paragraph on one line (paragraphs
 * apart by a blank line); '' when there is none.
 */
function moduleSummary(/** @type {ts.SourceFile} */ file) {
  const comment = /^\s*\/\*\*([\s\S]*?)\*\//.exec(file.text)?.[1];
  if (comment === undefined || !comment.includes('@packageDocumentation')) return '';
  const text = comment
    .replace(/^\s*\* ?/gm, '')
    .replace(/@packageDocumentation/, '')
    .trim();
  return text
    .split(/\n\s*\n/)
    .map(firstParagraph)
    .filter(Boolean)
    .join('\n\n');
}

function firstParagraph(/** @type {string} */ text) {
  return (text.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
}

/** The statement a declaration belongs to, printed without comments. */
function printDeclaration(/** @type {ts.Printer} */ printer, /** @type {ts.Declaration} */ decl) {
  /** @type {ts.Node} */
  let node = decl;
  // A `const x` declaration prints with its `declare const` statement; a named export specifier or
  // namespace import prints as itself.
  if (ts.isVariableDeclaration(node) && node.parent && ts.isVariableDeclarationList(node.parent)) node = node.parent.parent;
  const text = printer.printNode(ts.EmitHint.Unspecified, node, decl.getSourceFile());
  return text.replace(/^export declare /, 'declare ').replace(/^export /, '');
}

const formatHost = {
  getCanonicalFileName: (/** @type {string} */ f) => f,
  getCurrentDirectory: () => repo,
  getNewLine: () => '\n',
};
