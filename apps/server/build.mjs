// Bundles the server into dist/ with our workspace packages inlined; npm dependencies stay external.
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);

await build({
  entryPoints: {
    main: 'src/main.ts',
    'realtime-main': 'src/realtime-main.ts',
    'db-writer': 'src/db/writer-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      // Workspace packages ship TypeScript source, so they are bundled rather than imported at run time.
      name: 'bundle-workspace-packages',
      setup(b) {
        b.onResolve({ filter: /^@sportsbook\// }, (args) => ({ path: require.resolve(args.path) }));
      },
    },
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
