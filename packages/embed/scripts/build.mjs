// Builds the SDK for hosts: an ES module for bundlers and an IIFE for a plain <script> (global
// `SportsbookEmbed`). The protocol readers of packages/contract are bundled in, so the published
// package has no runtime dependency.
import { build } from 'esbuild';

const common = {
  entryPoints: [new URL('../src/index.ts', import.meta.url).pathname],
  bundle: true,
  minify: true,
  sourcemap: true,
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
};
const out = (file) => new URL(`../dist/${file}`, import.meta.url).pathname;

await Promise.all([
  build({ ...common, format: 'esm', outfile: out('sportsbook-embed.js') }),
  build({
    ...common,
    format: 'iife',
    globalName: 'SportsbookEmbed',
    outfile: out('sportsbook-embed.iife.js'),
  }),
]);
