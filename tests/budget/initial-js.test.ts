import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSizes, closureOf, gzipBytes, initialChunks, readManifest } from '../../bench/bundle-size';

/**
 * The load budget (docs/perf.md, "Load budget"), checked on the build in dist/ (the script
 * that runs this builds it first: npm run test:budget). The ceiling is for later work: no
 * change may grow what the trade page loads before its book paints past it, whatever it adds.
 * It was 250 KB while Pixi's canvas renderer loaded first (~91 KB); with Pixi on demand
 * (src/render/pixi/pixi-scene.ts) the initial JS is ~146 KB and the ceiling the target.
 */
export const INITIAL_JS_CEILING_KB = 200;

/**
 * The boot module runs while the entry is on the wire (src/app/boot.ts); it only helps while it
 * is a few kilobytes with nothing of the app's in its chunks (vite.config.ts BOOT_MODULES).
 */
export const BOOT_CEILING_KB = 6;

const DIST = join(import.meta.dirname, '../../dist');

describe('load budget', () => {
  it(`should keep the trade page's initial JS (entry + static imports, gzip) at or under ${INITIAL_JS_CEILING_KB} KB`, () => {
    const files = readdirSync(join(DIST, 'assets')).map((f) => `assets/${f}`);
    const sizes = bundleSizes(DIST, files);
    const list = sizes.initial.map((c) => `${c.file} ${c.gzipKB} KB`).join('\n');
    expect(sizes.initialJsGzipKB, `initial chunks:\n${list}`).toBeLessThanOrEqual(INITIAL_JS_CEILING_KB);
  });

  it(`should keep the boot module and what it imports at or under ${BOOT_CEILING_KB} KB gzip`, () => {
    const manifest = readManifest(DIST);
    expect(manifest['src/app/boot.ts']?.isEntry).toBe(true);
    const chunks = closureOf(manifest, ['src/app/boot.ts']);
    const kb = chunks.reduce((n, c) => n + gzipBytes(join(DIST, c.file)), 0) / 1000;
    expect(kb, chunks.map((c) => c.file).join(', ')).toBeLessThanOrEqual(BOOT_CEILING_KB);
  });

  it('should count the boot module with the entry, and load no locale chunk before the book (the texts are in the page)', () => {
    const manifest = readManifest(DIST);
    const files = initialChunks(manifest).map((c) => c.file);
    expect(files.some((f) => /^assets\/boot-/.test(f))).toBe(true);
    expect(files.filter((f) => /^assets\/locale/.test(f))).toEqual([]);
    expect(manifest['src/i18n/text-files.ts']?.isDynamicEntry).toBe(true);
  });

  it('should load Pixi on demand: the canvas path draws the first screen off-thread without it', () => {
    const manifest = readManifest(DIST);
    const scene = manifest['src/render/pixi/pixi-scene.ts'];
    expect(scene?.isDynamicEntry).toBe(true);
    const initial = initialChunks(manifest).map((c) => c.file);
    expect(initial).not.toContain(scene?.file);
    // Pixi's own chunk (pixi-<hash>.js), not pixi-scene-<hash>.js: the scene's closure must reach it
    const pixiChunk = /^assets\/pixi-[\w-]{8}\.js$/;
    expect(initial.filter((f) => pixiChunk.test(f))).toEqual([]);
    expect(closureOf(manifest, ['src/render/pixi/pixi-scene.ts']).some((c) => pixiChunk.test(c.file) && c.file !== scene?.file)).toBe(true);
  });

  it("should load the order panel's later tabs and dialogs on demand, not with the first paint", () => {
    const manifest = readManifest(DIST);
    const parts = manifest['src/features/order-panel/on-demand-parts.ts'];
    expect(parts?.isDynamicEntry).toBe(true);
    expect(initialChunks(manifest).map((c) => c.file)).not.toContain(parts?.file);
  });
});
