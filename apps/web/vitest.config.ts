import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Pure tests run in node; component tests (`*.test.tsx`) ask for jsdom in their first line.
export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    // A component test renders through jsdom: on a shared 2-core machine busy with the other tiers
    // the first render of a file can pass the default 5 s without anything being wrong.
    testTimeout: 20_000,
  },
});
