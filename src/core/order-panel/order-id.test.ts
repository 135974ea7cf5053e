import { describe, expect, it } from 'vitest';
import { copyMessage, fullOrderId, shortOrderId } from './order-id';

describe('shortOrderId', () => {
  it.each([
    ['1234567890123456', '123…456'],
    ['abcdefgh', 'abc…fgh'],
    ['abcdefg', 'abcdefg'],
    ['5', '5'],
    ['', ''],
    ['ab😀cdefg😀hi', 'ab😀…😀hi'],
  ])('should show %j as %j', (id, want) => expect(shortOrderId(id)).toBe(want));
});

describe('fullOrderId', () => {
  it.each([
    ['entrustIdStr first', { orderId: 1, entrustIdStr: '900000000000000123', tempStr: 't-1', entrustId: 2 }, '900000000000000123'],
    ['then tempStr', { orderId: 1, entrustIdStr: '', tempStr: 't-1', entrustId: 2 }, 't-1'],
    ['then entrustId', { orderId: 1, entrustIdStr: null, tempStr: null, entrustId: 2 }, '2'],
    ['then orderId', { orderId: 17 }, '17'],
  ])('should take %s', (_n, row, want) => expect(fullOrderId(row)).toBe(want));
});

describe('copyMessage', () => {
  it.each([[true, 'copy.success'], [false, 'copy.failed']])('should report copy ok=%s as %s', (ok, want) => {
    expect(copyMessage(ok)).toBe(want);
  });
});
