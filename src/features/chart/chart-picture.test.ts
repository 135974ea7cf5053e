import { describe, expect, it } from 'vitest';
import { pictureName } from './chart-picture';

describe('pictureName', () => {
  it('should name the file by pair, interval and UTC minute', () => {
    expect(pictureName('ETH_USDT', '15', new Date(Date.UTC(2026, 10, 27, 7, 58, 42)))).toBe('ETH_USDT-15-20261127-0758.png');
    expect(pictureName('BTC_USDT', '1line', new Date(Date.UTC(2026, 0, 2, 23, 5)))).toBe('BTC_USDT-1line-20260102-2305.png');
  });
});
