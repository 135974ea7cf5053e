import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer';
import { RequestMemo } from './request-memo';

describe('RequestMemo', () => {
  it('should remember an answer per user and kind for its window only', () => {
    const memo = new RequestMemo(1000);
    const a = okAnswer({ orderId: 1 });
    memo.remember(1, 'submit', 'EB1', a, 0);
    expect(memo.get(1, 'submit', 'EB1', 999)).toBe(a);
    expect(memo.get(2, 'submit', 'EB1', 999)).toBeUndefined();
    expect(memo.get(1, 'update', 'EB1', 999)).toBeUndefined();
    expect(memo.get(1, 'submit', 'EB1', 1000)).toBeUndefined();
  });
});
