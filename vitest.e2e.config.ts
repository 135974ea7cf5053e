import { defineConfig } from 'vitest/config';

// End-to-end: real gateway processes and real Chromium; one file at a time keeps the
// two cores of the CI machine from fighting over frames.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A live simulated market, real Chromium and the gateway share 2 cores: a test that fails
    // once runs once more (the report marks it as retried) and fails the run only if it fails
    // again. A retried test is a flake to chase, not a pass to forget.
    retry: 1,
  },
});
