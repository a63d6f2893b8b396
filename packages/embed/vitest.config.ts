import { defineProject } from 'vitest/config';

// The SDK drives an iframe: its tests run in jsdom (the web's component tests use it too).
export default defineProject({ test: { name: 'embed', environment: 'jsdom' } });
