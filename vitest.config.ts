import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace; each workspace keeps its own config for its own needs.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
