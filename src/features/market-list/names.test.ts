import { describe, expect, it } from 'vitest';
import { hotNameMax, listNameMax, truncateName } from './names';

describe('pair-name truncation (spec section 9)', () => {
  it('should pick the spec lengths', () => {
    expect([listNameMax(true, false), listNameMax(true, true), listNameMax(false, false), listNameMax(false, true)]).toEqual([10, 8, 22, 20]);
    expect([hotNameMax(true, true), hotNameMax(true, false), hotNameMax(false, false)]).toEqual([16, 13, 18]);
  });

  it('should cut with an ellipsis to the given length', () => {
    expect(truncateName('LONGCOINNAME/USDT', 10)).toBe('LONGCOINN…');
    expect(truncateName('LONGCOINN…'.length === 10 ? 'BTC/USDT' : '', 10)).toBe('BTC/USDT');
  });
});
