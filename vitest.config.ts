import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; end-to-end tests (tests/e2e) have their own config.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'workers/**/*.test.ts', 'tests/unit/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    testTimeout: 30_000,
    // builds build/book.wasm (and its portable JS twin) when missing or stale: the book tests load it
    globalSetup: ['scripts/build-wasm.mjs'],
  },
});
