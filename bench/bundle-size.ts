import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { LATE_NAMESPACES } from '../src/i18n/late-namespaces';
import { pageTextsJson } from '../src/i18n/page-texts';

/**
 * What the built web app weighs, read from dist/ and Vite's manifest (dist/.vite/manifest.json,
 * `build.manifest` in vite.config.ts). Shared by the size benchmark (bench/size.ts) and the
 * budget test (tests/build/budget.test.ts). Sizes are gzip level 9 of each file, in KB (1,000
 * bytes), as the gateway's .gz twins are made (scripts/precompress.ts); brotli does better still.
 */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch (err) {
    throw new Error(`no build manifest in ${distDir}: run "npm run build"`, { cause: err });
  }
}

const kb = (bytes: number) => Math.round(bytes / 10) / 100;

export function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }).length;
}

/** The chunks `roots` load before any of their code runs: themselves and their static imports, transitively. */
export function closureOf(manifest: Manifest, roots: readonly string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || manifest[key] === undefined) return;
    seen.add(key);
    for (const k of manifest[key].imports ?? []) walk(k);
  };
  for (const root of roots) walk(root);
  return [...seen].map((k) => manifest[k]);
}

/**
 * What the trade page (/trade/{locale}) loads before its book can paint: its entries (the page's
 * entry, index.html, and the boot module the gateway loads ahead of it, src/app/boot.ts) with
 * their static imports. Its texts come in the HTML as JSON (src/i18n/page-texts.ts; counted by
 * pageTextsGzipKB, not here), the late ones after the book. Dynamic imports (React.lazy, Pixi's
 * renderer modules, the second wave, the locale chunks) are not in it.
 */
export function initialChunks(manifest: Manifest): ManifestChunk[] {
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry === true && manifest[k].file.endsWith('.js'));
  if (entries.length === 0) throw new Error('the manifest has no entry chunk');
  return closureOf(manifest, entries);
}

/**
 * The texts the gateway writes into the trade page of `locale` (server/shell/shell-page.ts):
 * every namespace of locales/<locale>/ but the late ones, as the page's JSON, gzip -9 in KB.
 */
export function pageTextsGzipKB(localesDir: string, locale = 'en'): number {
  const dir = join(localesDir, locale);
  const ns = Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.json') && !LATE_NAMESPACES.includes(f.slice(0, -5)))
    .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>]));
  return kb(gzipSync(Buffer.from(pageTextsJson(locale, ns)), { level: constants.Z_BEST_COMPRESSION }).length);
}

export interface BundleSizes {
  initialJsGzipKB: number;
  totalJsGzipKB: number;
  cssGzipKB: number;
  wasmKB: number;
  workerGzipKB: number;
  /** The initial chunks, largest first: what the initial figure is made of. */
  initial: { file: string; gzipKB: number }[];
}

/** Workers are built as their own bundles and emitted as assets; their names say what they are. */
const WORKER = /\.worker-[\w-]+\.js$/;

export function bundleSizes(distDir: string, files: readonly string[]): BundleSizes {
  const manifest = readManifest(distDir);
  const size = (f: string) => gzipBytes(join(distDir, f));
  const initial = initialChunks(manifest).map((c) => ({ file: c.file, gzipKB: kb(size(c.file)) })).sort((a, b) => b.gzipKB - a.gzipKB);
  const js = files.filter((f) => f.endsWith('.js'));
  const sum = (list: readonly string[], of: (f: string) => number) => kb(list.reduce((n, f) => n + of(f), 0));
  return {
    initialJsGzipKB: kb(initial.reduce((n, c) => n + c.gzipKB * 1000, 0)),
    totalJsGzipKB: sum(js.filter((f) => !WORKER.test(f)), size),
    cssGzipKB: sum(files.filter((f) => f.endsWith('.css')), size),
    wasmKB: sum(files.filter((f) => f.endsWith('.wasm')), (f) => readFileSync(join(distDir, f)).length),
    workerGzipKB: sum(js.filter((f) => WORKER.test(f)), size),
    initial,
  };
}
