/**
 * Colours of the canvas widgets per theme. The DOM takes its colours from CSS variables
 * (src/app/app.css); Pixi cannot read those cheaply every frame, so the same values live here
 * once, as numbers for Pixi fills and strings for canvas text.
 */
export type Theme = 'dark' | 'light';

export interface Palette {
  background: string;
  text: string;
  muted: string;
  /** Buy side, rising prices (spec 001 depth chart: #13c287). */
  up: string;
  /** Sell side, falling prices (#fa3b61). */
  down: string;
  /** Depth bars behind book rows and the filled depth areas: the side colour at this alpha. */
  barAlpha: number;
  /** Hovered rows' highlight and the depth chart's guide line. */
  hover: string;
  grid: string;
  tooltipBackground: string;
  tooltipText: string;
}

export const PALETTES: Record<Theme, Palette> = {
  dark: {
    background: '#161a21', text: '#e6e8ea', muted: '#8a9099', up: '#13c287', down: '#fa3b61', barAlpha: 0.15,
    hover: '#2a303a', grid: '#262b33', tooltipBackground: '#2a303a', tooltipText: '#e6e8ea',
  },
  light: {
    background: '#ffffff', text: '#1b1d22', muted: '#6b7280', up: '#13c287', down: '#fa3b61', barAlpha: 0.12,
    hover: '#eef0f3', grid: '#eceef1', tooltipBackground: '#1b1d22', tooltipText: '#ffffff',
  },
};

/** '#rrggbb' as a number for Pixi fills. */
export function colourNumber(hex: string): number {
  return Number.parseInt(hex.slice(1), 16);
}
