import { defineConfig } from 'vitest/config';

// End-to-end: real gateway processes and real Chromium; one file at a time keeps the
// two cores of the CI machine from fighting over frames.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
