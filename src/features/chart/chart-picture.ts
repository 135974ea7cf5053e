/**
 * The toolbar's screenshot (issue 21): a PNG of the chart as drawn, under a header with the
 * pair, the interval and the legend's figures, in the theme's colours. Composed on a canvas of
 * its own (the chart's canvas is copied, never changed) and downloaded.
 */
export interface PictureHeader {
  /** 'ETH/USDT · 15m' */
  title: string;
  /** The legend as one line: 'Open 2588.23  High 2604.42 …' */
  legend: string;
  background: string;
  text: string;
  muted: string;
}

/** The file name: pair, interval and the UTC time to the minute, e.g. ETH_USDT-15-20261127-0758.png. */
export function pictureName(symbol: string, interval: string, now: Date): string {
  const iso = now.toISOString(); // 2026-11-27T07:58:42.000Z
  return `${symbol}-${interval}-${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 16).replace(':', '')}.png`;
}

/** The chart's canvas under its header, as a PNG. */
export function composePicture(chart: HTMLCanvasElement, h: PictureHeader, ratio: number): Promise<Blob> {
  const head = Math.round(44 * ratio);
  const out = document.createElement('canvas');
  out.width = chart.width;
  out.height = chart.height + head;
  const ctx = out.getContext('2d')!;
  ctx.fillStyle = h.background;
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.textBaseline = 'top';
  ctx.fillStyle = h.text;
  ctx.font = `600 ${14 * ratio}px system-ui, sans-serif`;
  ctx.fillText(h.title, 10 * ratio, 6 * ratio);
  ctx.fillStyle = h.muted;
  ctx.font = `${11 * ratio}px system-ui, sans-serif`;
  ctx.fillText(h.legend, 10 * ratio, 26 * ratio);
  ctx.drawImage(chart, 0, head);
  return new Promise((resolve, reject) => out.toBlob((b) => (b === null ? reject(new Error('the picture could not be encoded')) : resolve(b)), 'image/png'));
}

/** The price pane's canvas with the lower panes' under it, each pane's legend line at its top left. */
export function stackCanvases(main: HTMLCanvasElement, panes: readonly { canvas: HTMLCanvasElement; label: string }[], text: string, ratio: number): HTMLCanvasElement {
  const out = document.createElement('canvas');
  out.width = main.width;
  out.height = panes.reduce((h, p) => h + p.canvas.height, main.height);
  const ctx = out.getContext('2d')!;
  ctx.drawImage(main, 0, 0);
  let y = main.height;
  ctx.font = `${10 * ratio}px system-ui, sans-serif`;
  ctx.textBaseline = 'top';
  ctx.fillStyle = text;
  for (const p of panes) {
    ctx.drawImage(p.canvas, 0, y);
    ctx.fillText(p.label, 6 * ratio, y + 2 * ratio);
    y += p.canvas.height;
  }
  return out;
}

/** Hands `blob` to the browser as a download named `name`. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
