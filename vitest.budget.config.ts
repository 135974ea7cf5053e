import { defineConfig } from 'vitest/config';

// The load budget, checked on the build in dist/ (npm run test:budget builds it first when it is
// missing or stale; npm test runs it after the e2e tests, which build too). docs/perf.md, "Load budget".
export default defineConfig({
  test: { include: ['tests/budget/**/*.test.ts'] },
});
