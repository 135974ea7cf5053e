/**
 * Prints every failed try of an e2e test, the ones its retry then passed included: the report
 * marks those only "(retry x1)", and a retried test is a flake to chase (vitest.e2e.config.ts),
 * which needs what failed the first time. A setup file of the e2e config: it runs in each test
 * file, before its tests.
 */
import { beforeEach } from 'vitest';

beforeEach((ctx) => {
  ctx.onTestFailed(({ task }) => {
    const tries = (task.result?.retryCount ?? 0) + 1;
    const errors = (task.result?.errors ?? []).map((e) => e.stack ?? e.message).join('\n');
    console.error(`[e2e] "${task.name}" failed on try ${tries}:\n${errors}`);
  });
});
