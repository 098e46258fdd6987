// @ts-check
// Keeps the published packages' hooks and components small enough to read in one sitting: no
// hook (`use[A-Z]…`) or component (a capitalised function in a .tsx file) over 150 lines, and at
// most two over 100 (issue 27's "done when"). It also lists every function over 80 lines, the
// "function lengths" measure. Run by scripts/shape/lengths.test.ts (part of `pnpm test`);
// `node scripts/shape/lengths.mjs` prints the figures and exits 1 when the limits are broken.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The published packages (test-support is private). */
export const PUBLISHED = ['core', 'react', 'mcp', 'ai-sdk', 'ag-ui'];

/** A hook or component may be this long… */
export const HARD_LIMIT = 150;
/** …and at most {@link MAX_OVER_SOFT} of them longer than this. */
export const SOFT_LIMIT = 100;
export const MAX_OVER_SOFT = 2;
/** Functions longer than this are listed (any function, not only hooks and components). */
export const LONG_FUNCTION = 80;

/**
 * @typedef {{ file: string, name: string, line: number, lines: number, kind: 'hook' | 'component' | 'function' }} Measured
 */

/** Tests, stories, shared suites, fixtures and test helpers are not published source. */
const NOT_SOURCE = /\.(test|stories|test-d|spec|suite|fixtures)\.tsx?$|(^|\/)(test-support|__tests__)\/|\/test-support\.ts$|\/test-render\.tsx$/;

/**
 * Every named function in one file with its line count (from its first line to its last, the
 * signature and closing brace included). A function is a declaration, a method, or an arrow or
 * function expression bound to a name (also through a wrapper: `forwardRef(function …)`,
 * `memo((…) => …)`).
 * @param {string} file path shown in the results
 * @param {string} text the file's source
 * @returns {Measured[]}
 */
export function measureFunctions(file, text) {
  const tsx = file.endsWith('.tsx');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  /** @type {Measured[]} */
  const found = [];
  const lineOf = (/** @type {number} */ pos) => source.getLineAndCharacterOfPosition(pos).line + 1;
  /** @param {string} name @param {ts.Node} node the whole function */
  const add = (name, node) => {
    const line = lineOf(node.getStart(source));
    const lines = lineOf(node.getEnd()) - line + 1;
    const kind = /^use[A-Z0-9]/.test(name) ? 'hook' : tsx && /^[A-Z]/.test(name) ? 'component' : 'function';
    found.push({ file, name, line, lines, kind });
  };
  /** The function an initialiser holds, looking through call wrappers (`forwardRef(…)`, `memo(…)`). @param {ts.Node | undefined} node */
  const functionIn = (node) => {
    while (node && ts.isCallExpression(node)) node = node.arguments.find((a) => ts.isFunctionExpression(a) || ts.isArrowFunction(a) || ts.isCallExpression(a));
    while (node && (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))) node = node.expression;
    return node && (ts.isFunctionExpression(node) || ts.isArrowFunction(node)) ? node : undefined;
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) add(node.name.text, node);
    else if (
      (ts.isMethodDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node)) &&
      node.body &&
      (ts.isIdentifier(node.name) || ts.isPrivateIdentifier(node.name))
    )
      add(node.name.text, node);
    else if ((ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node)) && node.name && ts.isIdentifier(node.name)) {
      const fn = functionIn(node.initializer);
      // The whole statement counts (`const X = forwardRef(function X(…) {…})`), as a declaration would.
      if (fn)
        add(
          node.name.text,
          ts.isVariableDeclaration(node) && ts.isVariableDeclarationList(node.parent) && node.parent.declarations.length === 1 ? node.parent.parent : node,
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The published source files under `root` (POSIX paths relative to it).
 * @param {string} root the repository root
 * @returns {string[]}
 */
export function publishedSources(root) {
  /** @type {string[]} */
  const files = [];
  for (const pkg of PUBLISHED) {
    const src = join(root, 'packages', pkg, 'src');
    for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
      const file = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (!NOT_SOURCE.test(file)) files.push(file);
    }
  }
  return files.sort();
}

/**
 * The figures and the verdict for a list of measured functions.
 * @param {Measured[]} measured
 */
export function judge(measured) {
  const byLength = (/** @type {Measured} */ a, /** @type {Measured} */ b) => b.lines - a.lines || a.file.localeCompare(b.file);
  const shaped = measured.filter((m) => m.kind !== 'function').sort(byLength);
  const overHard = shaped.filter((m) => m.lines > HARD_LIMIT);
  const overSoft = shaped.filter((m) => m.lines > SOFT_LIMIT);
  /** @type {string[]} */
  const problems = [];
  for (const m of overHard) problems.push(`${m.kind} ${m.name} (${m.file}:${m.line}) is ${m.lines} lines, over ${HARD_LIMIT}`);
  if (overSoft.length > MAX_OVER_SOFT)
    problems.push(
      `${overSoft.length} hooks/components are over ${SOFT_LIMIT} lines (at most ${MAX_OVER_SOFT}): ${overSoft.map((m) => `${m.name} ${m.lines}`).join(', ')}`,
    );
  const long = measured.filter((m) => m.lines > LONG_FUNCTION).sort(byLength);
  return { shaped, overSoft, long, problems };
}

/**
 * Measures the published packages of the repository at `root`.
 * @param {string} root
 */
export function measureRepository(root) {
  return judge(publishedSources(root).flatMap((file) => measureFunctions(file, readFileSync(join(root, file), 'utf8'))));
}

/** @param {Measured} m */
const row = (m) => `${String(m.lines).padStart(5)}  ${m.kind.padEnd(9)} ${m.name}  ${m.file}:${m.line}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { shaped, long, problems } = measureRepository(fileURLToPath(new URL('../..', import.meta.url)));
  console.log(`Hooks and components over 40 lines (limits: none over ${HARD_LIMIT}, at most ${MAX_OVER_SOFT} over ${SOFT_LIMIT}):`);
  for (const m of shaped.filter((s) => s.lines > 40)) console.log(row(m));
  console.log(`\nFunctions over ${LONG_FUNCTION} lines in published packages (${long.length}):`);
  for (const m of long) console.log(row(m));
  console.log(problems.length ? `\nFAIL\n${problems.map((p) => `- ${p}`).join('\n')}` : '\nOK');
  process.exitCode = problems.length ? 1 : 0;
}
