/**
 * A '#rrggbb' colour with an alpha as the canvas's 'rgba(r,g,b,a)', kept by colour and alpha:
 * the chart's paints ask for the same few (the volume and MACD bars, every paint of a pan), and
 * building the string each time was garbage the major GCs collect.
 */
const KEPT = new Map<string, Map<number, string>>();

export function withAlpha(hex: string, alpha: number): string {
  let byAlpha = KEPT.get(hex);
  if (byAlpha === undefined) {
    // the settings' colours: a handful in a session (two sides, the user's choice of palette)
    if (KEPT.size >= 32) KEPT.clear();
    byAlpha = new Map();
    KEPT.set(hex, byAlpha);
  }
  let s = byAlpha.get(alpha);
  if (s === undefined) {
    const n = Number.parseInt(hex.slice(1), 16);
    s = `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
    byAlpha.set(alpha, s);
  }
  return s;
}
