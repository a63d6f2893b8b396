#!/usr/bin/env node
// Checks the web's module boundaries (ARCHITECTURE.md 'Web'); run by `npm run lint`.
// Biome's noRestrictedImports matches import strings, so it cannot tell a relative import that leaves
// its feature (`../../bets/x`) from one that stays inside; this resolves every import to its file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The files of a feature that other code may import, its public face (ARCHITECTURE.md 'Web'):
 * `index.ts` its components, hooks and stores; `queries.ts` its cache keys, query options and API
 * calls without UI (what a feature below it in the graph may read); `server.ts` server-only code.
 */
export const ENTRY_FILES = ['index.ts', 'queries.ts', 'server.ts'];
/** What tests may import of another feature besides its entries: its test fixtures. */
const TEST_ENTRY_FILES = ['test-support.ts'];
const SOURCE_DIRS = ['src', 'app'];
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The imports of each text already parsed: the test checks copies of the tree that differ by a line. */
const parsed = new Map();

/** Every import of a file: its specifier and whether it loads code when the file is evaluated. */
function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const key = `${path.extname(file)}\0${text}`;
  let found = parsed.get(key);
  if (!found) {
    found = parseImports(file, text);
    parsed.set(key, found);
  }
  return found;
}

function parseImports(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const typeOnly = (clause) =>
    clause.isTypeOnly ||
    (clause.namedBindings !== undefined &&
      clause.name === undefined &&
      ts.isNamedImports(clause.namedBindings) &&
      clause.namedBindings.elements.length > 0 &&
      clause.namedBindings.elements.every((element) => element.isTypeOnly));
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      found.push({
        specifier: node.moduleSpecifier.text,
        eager: !(clause && typeOnly(clause)),
        bare: clause === undefined,
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, eager: !node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      // A lazily loaded module is evaluated after its importer: it takes part in boundaries, not cycles.
      found.push({ specifier: node.arguments[0].text, eager: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolve(root, from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

/** `{ feature, inside }` for a file under src/features/<feature>/, else null. */
function featureOf(relative) {
  const match = /^src\/features\/([^/]+)\/(.+)$/.exec(relative);
  return match ? { feature: match[1], inside: match[2] } : null;
}

const isTest = (relative) => /\.test\.tsx?$/.test(relative) || relative.startsWith('src/test/');

/** Cycles among eager imports (Tarjan's strongly connected components), each as a list of files. */
function cyclesOf(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? new Set()).has(node)) cycles.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return cycles;
}

/** The files package.json's `sideEffects` keeps in a build even when nothing they export is used. */
function keptForSideEffects(root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return new Set((manifest.sideEffects ?? []).map((entry) => entry.replace(/^\.\//, '')));
}

/**
 * The boundary violations of the web app at `root` (apps/web), as readable lines: another feature's
 * internals imported, a feature imported from src/shared, an import cycle, or a module imported for
 * its side effects that package.json's `sideEffects` does not list (the build would drop it).
 */
export function checkBoundaries(root) {
  const problems = [];
  const sideEffects = keptForSideEffects(root);
  const graph = new Map();
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)));
  for (const file of files) {
    const from = path.relative(root, file).split(path.sep).join('/');
    const fromFeature = featureOf(from);
    const edges = new Set();
    graph.set(from, edges);
    for (const { specifier, eager, bare } of importsOf(file)) {
      const resolved = resolve(root, file, specifier);
      if (!resolved) continue;
      const to = path.relative(root, resolved).split(path.sep).join('/');
      if (bare && !isTest(from) && /\.tsx?$/.test(to) && !sideEffects.has(to)) {
        problems.push(
          `${from}: imports '${specifier}' for its side effects; list ${to} in package.json sideEffects`,
        );
      }
      if (eager && !isTest(from)) edges.add(to);
      const toFeature = featureOf(to);
      if (!toFeature || toFeature.feature === fromFeature?.feature) continue;
      if (from.startsWith('src/shared/')) {
        problems.push(`${from}: src/shared imports feature '${toFeature.feature}' ('${specifier}')`);
        continue;
      }
      const entries = isTest(from) ? [...ENTRY_FILES, ...TEST_ENTRY_FILES] : ENTRY_FILES;
      if (!entries.includes(toFeature.inside)) {
        problems.push(
          `${from}: imports '${specifier}', an internal of feature '${toFeature.feature}' (import its ${ENTRY_FILES.join(', ')})`,
        );
      }
    }
  }
  for (const cycle of cyclesOf(graph)) problems.push(`import cycle: ${cycle.join(' -> ')}`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkBoundaries(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`web boundaries: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('web boundaries: ok');
}
