import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The reference client site (examples/) has no workspace of its own; its tests run with the server's.
    include: ['src/**/*.test.ts', '../../examples/client-site/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
