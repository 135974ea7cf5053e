/**
 * A depth side's step line (depth-scene.ts) as rectangles: its area as one rect per level and
 * its outline as one thin rect per segment. Every segment of a step line is horizontal or
 * vertical, so rects draw it exactly; on the canvas renderer a layer of rects is one fillRect
 * each (pixi/rects.ts), where a Pixi Graphics polygon cost its path building, triangulation
 * checks and style lookups on every repaint (most of the chart's repaint under the frame
 * benchmark's 4x throttle, docs/perf.md session 5). Pure.
 */

/** A rect: x, y, width, height (CSS px). */
export type Box = [number, number, number, number];

/**
 * The area under `line` down to `base`: a rect under each horizontal segment. Its sides are
 * on whole pixels, so neighbouring rects of a translucent fill meet without a seam.
 */
export function stepArea(line: readonly number[], base: number): Box[] {
  const out: Box[] = [];
  for (let i = 0; i + 3 < line.length; i += 2) {
    const [x0, y0, x1, y1] = [line[i], line[i + 1], line[i + 2], line[i + 3]];
    if (y0 !== y1 || x0 === x1) continue;
    const left = Math.round(Math.min(x0, x1));
    const right = Math.round(Math.max(x0, x1));
    if (right > left && base > y0) out.push([left, y0, right - left, base - y0]);
  }
  return out;
}

/**
 * The outline of `line`, `width` px wide: a rect along each segment, reaching `width`/2 past
 * both ends so that corners are filled as a mitred stroke fills them.
 */
export function stepOutline(line: readonly number[], width: number): Box[] {
  const h = width / 2;
  const out: Box[] = [];
  for (let i = 0; i + 3 < line.length; i += 2) {
    const [x0, y0, x1, y1] = [line[i], line[i + 1], line[i + 2], line[i + 3]];
    if (x0 === x1 && y0 === y1) continue;
    const left = Math.min(x0, x1) - h;
    const top = Math.min(y0, y1) - h;
    out.push([left, top, Math.max(x0, x1) + h - left, Math.max(y0, y1) + h - top]);
  }
  return out;
}
