import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSizes, initialChunks, readManifest } from '../../bench/bundle-size';

/**
 * The load budget (docs/perf.md, "Load budget"), checked on the build in dist/ (the script
 * that runs this builds it first: npm run test:budget). The ceiling is for later work: no
 * change may grow what the trade page loads before its book paints past it, whatever it adds.
 */
export const INITIAL_JS_CEILING_KB = 250;

const DIST = join(import.meta.dirname, '../../dist');

describe('load budget', () => {
  it(`should keep the trade page's initial JS (entry + static imports, gzip) at or under ${INITIAL_JS_CEILING_KB} KB`, () => {
    const files = readdirSync(join(DIST, 'assets')).map((f) => `assets/${f}`);
    const sizes = bundleSizes(DIST, files);
    const list = sizes.initial.map((c) => `${c.file} ${c.gzipKB} KB`).join('\n');
    expect(sizes.initialJsGzipKB, `initial chunks:\n${list}`).toBeLessThanOrEqual(INITIAL_JS_CEILING_KB);
  });

  it("should load the order panel's later tabs and dialogs on demand, not with the first paint", () => {
    const manifest = readManifest(DIST);
    const parts = manifest['src/features/order-panel/on-demand-parts.ts'];
    expect(parts?.isDynamicEntry).toBe(true);
    expect(initialChunks(manifest).map((c) => c.file)).not.toContain(parts?.file);
  });
});
