import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Pure tests run in node; component tests (`*.test.tsx`) ask for jsdom in their first line.
export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
