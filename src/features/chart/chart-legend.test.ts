import { describe, expect, it } from 'vitest';
import { legendFigures } from './chart-legend';

describe('legendFigures', () => {
  it('should show prices at the pair precision, the move and range against the open', () => {
    expect(legendFigures([0, 100, 110, 95, 104.5, 1.23456], 2, 4)).toEqual({
      open: '100.00', high: '110.00', low: '95.00', close: '104.50', change: '+4.50 (+4.50%)', amplitude: '15.00%', volume: '1.2346', up: true,
    });
  });
  it('should sign a falling candle and keep a flat one up', () => {
    expect(legendFigures([0, 200, 200, 150, 150, 0], 1, 0)).toMatchObject({ change: '-50.0 (-25.00%)', amplitude: '25.00%', up: false });
    expect(legendFigures([0, 5, 5, 5, 5, 0], 0, 0)).toMatchObject({ change: '+0 (+0.00%)', up: true });
  });
});
