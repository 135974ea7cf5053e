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
    // each failed try's error in the log, a passed retry's too
    setupFiles: ['tests/e2e/report-failed-tries.ts'],
    // expect.poll's own default (1 s) is a frame budget, not a page's: a price that reaches the
    // favourites bar through the gateway, the worker and a React commit took longer than 1 s on
    // the loaded CI machine (the visitor favourites test failed on it). A poll still ends as
    // soon as its condition holds; only a failure waits the 5 s.
    expect: { poll: { timeout: 5_000 } },
  },
});
