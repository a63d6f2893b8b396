import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'betting',
    environment: 'node',
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
    },
  },
});
