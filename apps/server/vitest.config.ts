import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Storage tests seed a whole demo catalogue per database; give them room on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    env: { TZ: 'UTC' },
  },
});
