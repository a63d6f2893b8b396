// Bundles the server into dist/ with our workspace packages inlined; npm dependencies stay external.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
// The release error reports name (SPEC §9 'Release id is a build identifier'): one per build.
const buildId = `server-${new Date().toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`;

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
  define: { 'process.env.SERVER_BUILD_ID': JSON.stringify(buildId) },
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
