import { defineConfig } from 'vite';
import { LATE_NAMESPACES } from './src/i18n/late-namespaces';
import { ISOLATION_HEADERS } from './server/isolation-headers';
import { eagerCompileHint } from './scripts/eager-compile-hint';
import { pixiLazySegmenter } from './scripts/pixi-lazy-segmenter';
import { precompress } from './scripts/precompress';

/** The libraries every page runs first, in one chunk rather than the several Rolldown would cut. */
function vendorChunk(moduleId: string): string | null {
  if (/[\\/]node_modules[\\/](?:react|react-dom|scheduler|i18next|react-i18next|@preact|use-sync-external-store)[\\/]/.test(moduleId)) return 'vendor';
  return null;
}

/**
 * Pixi's modules the canvas path runs (the canvas renderer and what it shares with the GPU
 * ones), in one chunk: Rolldown cut them into seven, each one more request. The chunk loads on
 * demand (src/render/pixi/pixi-scene.ts), in idle time after the book's first paint on the
 * canvas path, before the stages on WebGL. The WebGL and WebGPU renderers' own modules stay in
 * their on-demand chunks (autoDetectRenderer imports them when it picks them).
 */
/** The GL and GPU folders' modules the canvas path runs too (shader programs the batcher builds, bind groups). */
const PIXI_SHARED_WITH_GPU = /[\\/](?:getTestContext|getMaxFragmentPrecision|addProgramDefines|ensurePrecision|insertVersion|setProgramName|stripVersion|GlProgram|extractAttributesFromGpuProgram|extractStructAndGroups|generateGpuLayoutGroups|generateLayoutHash|removeStructAndGroupDuplicates|GpuProgram|BindGroup|const|checkMaxIfStatementsInShader|maxRecommendedTextures|globalUniformsBit|colorBit|generateTextureBatchBit|roundPixelsBit|getBatchSamplersUniformGroup|colorToUniform|calculateProjection|getTextureBatchBindGroup)\.mjs$/;
/**
 * What the canvas path never runs though it is outside the GL and GPU folders: the browser
 * extensions left out by skipExtensionImports (pixi-scene.ts: the environments' imports of
 * accessibility, DOM containers, events, filters but the mask the renderer's systems build) and the WebGL path's text and meshes
 * (glyph-text.ts). They stay in the chunks of the imports that need them.
 */
const PIXI_OFF_CANVAS_PATH = /[\\/]pixi\.js[\\/]lib[\\/](?:(?:accessibility|events|dom|scene[\\/](?:text|mesh|mesh-simple))[\\/]|filters[\\/](?!Filter\.|FilterEffect\.|mask[\\/]))|[\\/](?:browserAll|webworkerAll|isMobile|pointInTriangle|getRenderableBounds|getCanvasBoundingBox)\.mjs$/;
function pixiCanvasModule(moduleId: string): boolean {
  if (!/[\\/]node_modules[\\/](?:pixi\.js|@pixi[\\/]colord|eventemitter3|parse-svg-path|earcut)[\\/]/.test(moduleId)) return false;
  if (PIXI_OFF_CANVAS_PATH.test(moduleId)) return false;
  return !/[\\/](?:gl|gpu|shader-bits)[\\/]/.test(moduleId) || PIXI_SHARED_WITH_GPU.test(moduleId);
}

/**
 * The chunks the first paint runs most of (React and i18next, the app), and Pixi's canvas path
 * (loaded on demand since session 23, but run whole once a stage's canvas shows), marked for V8
 * to compile whole as they load (scripts/eager-compile-hint.ts). Left lazy, each function
 * is pre-parsed, then parsed and compiled again on the main thread when first called: in traced
 * cold loads at 4x, react-dom's first commit of a ~150-element page spent most of its time so,
 * and the marked build cut the main thread's CPU before the book's first paint by ~30 %
 * (docs/perf.md, "Session 14").
 */
const EAGER_CHUNKS = new Set(['vendor', 'pixi', 'app']);

/** What the boot module runs (src/app/boot.ts): its own small chunk, never part of the app's. */
const BOOT_MODULES = /[\\/]src[\\/](?:app[\\/](?:boot|boot-precision|route)|net[\\/](?:early-get|early-worker|market-worker)|render[\\/](?:pixi[\\/](?:probe|pixi-load)|renderer-choice|gl-probe)|i18n[\\/]locales)\.ts$|[\\/]node_modules[\\/]comlink[\\/]/;


/** `locale-de-DE` for locales/de-DE/*.json (`locale-de-DE-late` for the late namespaces), no group for anything else. */
function localeChunk(moduleId: string): string | null {
  const m = /[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(moduleId);
  if (m === null) return null;
  return LATE_NAMESPACES.includes(m[2]) ? `locale-${m[1]}-late` : `locale-${m[1]}`;
}

// The web app is served by the gateway from dist/ (npm start builds it when it is missing
// or older than its sources). JSX goes through Vite's own transform: no React plugin needed.
// precompress writes each asset's .br and .gz twins, which the gateway negotiates; the manifest
// (dist/.vite/manifest.json) tells the size benchmark what the entry loads (bench/size.ts).
export default defineConfig({
  plugins: [pixiLazySegmenter(), eagerCompileHint(EAGER_CHUNKS), precompress()],
  build: {
    outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true,
    // one chunk per locale (src/i18n loads the page's own on demand), not one per namespace file
    rolldownOptions: {
      // boot.ts is an entry of its own as well: the gateway loads it ahead of the page's entry
      // (an async module script, server/web/shell-page.ts) so the market worker and the first
      // calls start while the entry is still on the wire; the entry imports the same module
      input: { index: 'index.html', boot: 'src/app/boot.ts' },
      output: {
        codeSplitting: {
          groups: [
            { name: localeChunk, debugName: 'locale', priority: 4 },
            { name: 'boot-core', test: BOOT_MODULES, priority: 3 },
            { name: vendorChunk, debugName: 'vendor', priority: 2 },
            { name: 'pixi', test: pixiCanvasModule, priority: 2, includeDependenciesRecursively: false },
            { name: 'app', test: /[\\/]src[\\/]/, tags: ['$initial'], priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
      // Rolldown otherwise folds a dynamic import's chunk into the entry when the entry "already
      // loads" its shared modules: Pixi's WebGL and WebGPU renderers (autoDetectRenderer imports
      // each on demand) landed in the entry, ~33 KB gzip that a canvas page never runs.
      experimental: { chunkOptimization: { avoidRedundantChunkLoads: false } },
    },
  },
  worker: { format: 'es' },
  // the dev server isolates the page as the gateway does (server/web.ts)
  server: { headers: ISOLATION_HEADERS, proxy: { '/gw-api': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } } },
});
