import { describe, expect, it } from 'vitest';
import { pairFigures } from './figures';

describe('pairFigures', () => {
  it('should give the change with its sign and tone, the high, the low, and the volumes shortened', () => {
    expect(pairFigures({ h: '31000.5', l: '29000.1', v: '1234.5678', qv: '37654321.25', fluctuation: '0.0123' })).toEqual([
      { key: 'change', value: '+1.23%', tone: 'up' },
      { key: 'high', value: '31000.5' },
      { key: 'low', value: '29000.1' },
      { key: 'volume', value: '1.23K' },
      { key: 'turnover', value: '37.65M' },
    ]);
  });

  it('should show dashes where the pair has no figures yet, and no tone without a change', () => {
    const f = pairFigures({ h: '', l: '', v: '', fluctuation: '0' });
    expect(f.map((x) => x.value)).toEqual(['0.00%', '--', '--', '--', '--']);
    expect(f[0].tone).toBeUndefined();
    expect(pairFigures({ h: '1', l: '1', v: '0', fluctuation: '-0.5' })[0]).toEqual({ key: 'change', value: '-50.00%', tone: 'down' });
  });
});
