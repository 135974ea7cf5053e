import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bundleSizes, pageTextsGzipKB } from './bundle-size';
import { ROOT, type Suite } from './suite';

/**
 * `npm run bench -- size`: the built web app's weight (bench/bundle-size.ts) from dist/ as it
 * stands; run `npm run build` (or any e2e run) first. initialJsGzipKB is what the trade page
 * loads before its book can paint: the entry chunk and its static imports. Budgets: docs/perf.md,
 * "Load budget".
 */
export const suite: Suite = {
  description: 'web app size: initial and total JS, CSS, wasm and workers (gzip -9, KB)',
  async run() {
    const dist = join(ROOT, 'dist');
    const files = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`);
    const s = bundleSizes(dist, files);
    for (const c of s.initial) console.log(`initial ${c.file.padEnd(48)} ${c.gzipKB.toFixed(2).padStart(8)} KB`);
    return [
      { name: 'initialJsGzipKB', value: s.initialJsGzipKB, unit: 'KB' },
      // the trade page's texts, in its HTML as JSON (English; not JS, so not in the figure above)
      { name: 'pageTextsGzipKB', value: pageTextsGzipKB(join(ROOT, 'locales')), unit: 'KB' },
      { name: 'totalJsGzipKB', value: s.totalJsGzipKB, unit: 'KB' },
      { name: 'cssGzipKB', value: s.cssGzipKB, unit: 'KB' },
      { name: 'wasmKB', value: s.wasmKB, unit: 'KB' },
      { name: 'workerGzipKB', value: s.workerGzipKB, unit: 'KB' },
    ];
  },
};
