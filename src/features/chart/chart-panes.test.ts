import { describe, expect, it } from 'vitest';
import { barLine, compact, paneHeights, paneValue } from './chart-panes';

describe('lower panes', () => {
  it('should give the candles all the room with no pane', () => {
    expect(paneHeights(500, 0)).toEqual({ main: 500, pane: 0 });
  });

  it('should give each pane 18 % of the chart within 56..140 px, the rest to the candles', () => {
    expect(paneHeights(500, 2)).toEqual({ main: 320, pane: 90 });
    expect(paneHeights(1000, 1)).toEqual({ main: 860, pane: 140 });
    expect(paneHeights(300, 1)).toEqual({ main: 244, pane: 56 });
  });

  it('should shrink the panes before the candles drop under 120 px', () => {
    const h = paneHeights(400, 6);
    expect(h.main).toBeGreaterThanOrEqual(120);
    expect(h.main + 6 * h.pane).toBe(400);
  });

  it('should draw VOL\'s volume and MACD\'s histogram as bars, the other lines as lines', () => {
    expect(barLine('VOL')).toBe(0);
    expect(barLine('MACD')).toBe(2);
    expect(barLine('RSI')).toBeNull();
  });

  it('should write legend values and short axis labels', () => {
    expect(paneValue(null, 2)).toBe('--');
    expect(paneValue(12.3456, 2)).toBe('12.35');
    expect([compact(1_234_567), compact(45_600), compact(123.4), compact(-0.5)]).toEqual(['1.2M', '45.6K', '123', '-0.50']);
  });
});
