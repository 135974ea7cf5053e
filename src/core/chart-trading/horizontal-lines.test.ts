import { describe, expect, it } from 'vitest';
import { addLine, MAX_LINES, readHorizontalLines, removeLine } from './horizontal-lines';

describe('horizontal lines', () => {
  it('should read back what was stored', () => {
    const lines = addLine(addLine({}, 'BTC_USDT', '60000.5'), 'ETH_USDT', '3000');
    expect(readHorizontalLines(JSON.stringify(lines))).toEqual({ BTC_USDT: ['60000.5'], ETH_USDT: ['3000'] });
  });

  it('should drop malformed stored values and keep the rest', () => {
    expect(readHorizontalLines('{oops')).toEqual({});
    expect(readHorizontalLines('[1,2]')).toEqual({});
    expect(readHorizontalLines(JSON.stringify({ BTC_USDT: ['60000', -1, '1e5', '0', '60000', 'x'], 'bad pair': ['1'], ETH_USDT: 'nope' }))).toEqual({ BTC_USDT: ['60000'] });
  });

  it('should not draw a price twice, and keep the newest MAX_LINES', () => {
    let lines = addLine({}, 'BTC_USDT', '100');
    expect(addLine(lines, 'BTC_USDT', '100.00')).toBe(lines);
    for (let n = 1; n <= MAX_LINES; n++) lines = addLine(lines, 'BTC_USDT', String(100 + n));
    expect(lines.BTC_USDT).toHaveLength(MAX_LINES);
    expect(lines.BTC_USDT[0]).toBe('101');
  });

  it('should remove one line, and the pair when none is left', () => {
    const lines = addLine(addLine({}, 'BTC_USDT', '1'), 'BTC_USDT', '2');
    expect(removeLine(lines, 'BTC_USDT', '1')).toEqual({ BTC_USDT: ['2'] });
    expect(removeLine(removeLine(lines, 'BTC_USDT', '1'), 'BTC_USDT', '2')).toEqual({});
    expect(removeLine(lines, 'ETH_USDT', '1')).toBe(lines);
  });
});
