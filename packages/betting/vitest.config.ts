import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'betting',
    environment: 'node',
    // Pure functions: files share a worker's module graph.
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
    },
  },
});
