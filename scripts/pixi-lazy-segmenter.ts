import type { Plugin } from 'vite';

/**
 * A build-time patch of one line of Pixi: CanvasTextMetrics builds an `Intl.Segmenter` when its
 * module is evaluated, and the first one a page builds loads ICU's break rules: 50-80 ms of the
 * trade page's first load under a 4x CPU throttle (the largest single cost of evaluating the
 * entry, measured with the CDP profiler, docs/perf.md "Load budget"). The terminal draws its
 * numbers from a glyph atlas; Pixi text (and so the segmenter) is a rare fallback, so the
 * segmenter is built on first use instead. The build fails if Pixi's code no longer matches,
 * rather than ship without the patch unnoticed.
 */
const FILE = /pixi\.js[\\/]lib[\\/]scene[\\/]text[\\/]canvas[\\/]CanvasTextMetrics\.mjs$/;
const EAGER = `  if (typeof Intl?.Segmenter === "function") {
    const segmenter = new Intl.Segmenter();
    return (s) => {
      const segments = segmenter.segment(s);`;
const LAZY = `  if (typeof Intl?.Segmenter === "function") {
    let segmenter;
    return (s) => {
      segmenter ??= new Intl.Segmenter();
      const segments = segmenter.segment(s);`;

export function pixiLazySegmenter(): Plugin {
  return {
    name: 'pixi-lazy-segmenter',
    transform(code, id) {
      if (!FILE.test(id)) return null;
      if (!code.includes(EAGER)) throw new Error(`pixi-lazy-segmenter: ${id} no longer builds its Intl.Segmenter as expected; check the patch (scripts/pixi-lazy-segmenter.ts)`);
      return { code: code.replace(EAGER, LAZY), map: null };
    },
  };
}
