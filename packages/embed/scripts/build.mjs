// Builds the SDK for hosts: an ES module and a CommonJS module for bundlers and Node, an IIFE for a
// plain <script> (global `SportsbookEmbed`), and its type declarations. The protocol readers of
// packages/contract are bundled in and their declarations shipped beside the SDK's, so the
// published package depends on nothing.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';

const here = (path) => new URL(path, import.meta.url).pathname;
const entry = here('../src/index.ts');
const protocol = here('../../contract/src/embed-messages.ts');
const dist = here('../dist/');
const common = {
  entryPoints: [entry],
  bundle: true,
  minify: true,
  sourcemap: true,
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
};

await Promise.all([
  build({ ...common, format: 'esm', outfile: join(dist, 'sportsbook-embed.js') }),
  build({ ...common, format: 'cjs', outfile: join(dist, 'sportsbook-embed.cjs') }),
  build({
    ...common,
    format: 'iife',
    globalName: 'SportsbookEmbed',
    outfile: join(dist, 'sportsbook-embed.iife.js'),
  }),
]);

// Declarations of the SDK and of the protocol module it re-exports types from; the SDK's import of
// the workspace package becomes a relative one.
const out = mkdtempSync(join(tmpdir(), 'sportsbook-embed-types-'));
try {
  const program = ts.createProgram([entry, protocol], {
    declaration: true,
    emitDeclarationOnly: true,
    outDir: out,
    rootDir: here('../../'),
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    strict: true,
    skipLibCheck: true,
  });
  const emitted = program.emit();
  const problems = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
  if (problems.length > 0)
    throw new Error(
      ts.formatDiagnostics(problems, ts.createCompilerHost({})).trim() || 'declarations failed',
    );
  const specifier = "'@sportsbook/contract/embed-messages'";
  const index = readFileSync(join(out, 'embed/src/index.d.ts'), 'utf8');
  if (!index.includes(specifier)) throw new Error(`index.d.ts no longer imports ${specifier}`);
  // One set for `import` and one for `require`, so each resolution mode reads declarations of its own kind.
  writeFileSync(join(dist, 'index.d.ts'), index.replaceAll(specifier, "'./embed-messages.js'"));
  writeFileSync(join(dist, 'index.d.cts'), index.replaceAll(specifier, "'./embed-messages.cjs'"));
  copyFileSync(join(out, 'contract/src/embed-messages.d.ts'), join(dist, 'embed-messages.d.ts'));
  copyFileSync(join(out, 'contract/src/embed-messages.d.ts'), join(dist, 'embed-messages.d.cts'));
} finally {
  rmSync(out, { recursive: true, force: true });
}
