import { defineConfig } from 'vitest/config';

// The load budget, checked on a fresh build (npm run test:budget builds first). Kept out of
// npm test until the initial JS is under its ceiling (docs/perf.md, "Load budget").
export default defineConfig({
  test: { include: ['tests/budget/**/*.test.ts'] },
});
