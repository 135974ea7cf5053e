import { describe, expect, it } from 'vitest';
import { sameAnswer } from './same-answer';

describe('sameAnswer', () => {
  it('should hold equal data the same, and any changed, added or missing value different', () => {
    const rows = [{ orderId: 1, price: '100.5', size: '0.1' }, { orderId: 2, price: '99', size: '1' }];
    expect(sameAnswer(rows, structuredClone(rows))).toBe(true);
    expect(sameAnswer(rows, [rows[0], { ...rows[1], size: '0.9' }])).toBe(false);
    expect(sameAnswer(rows, rows.slice(0, 1))).toBe(false);
    expect(sameAnswer(rows, [...rows, { orderId: 3, price: '98', size: '1' }])).toBe(false);
    expect(sameAnswer({ rows, hasNext: false }, { rows, hasNext: true })).toBe(false);
    expect(sameAnswer([], [])).toBe(true);
  });
});
