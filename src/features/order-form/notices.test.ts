import { describe, expect, it } from 'vitest';
import type { NoticeGroup } from './form-api';
import { CLOSED_NOTICES_KEY, closeNotice, nextNotice, readClosed } from './notices';

const groups: NoticeGroup[] = [
  { symbolId: 'All', symbolNoticeList: [{ noticeId: 9001, content: 'phishing' }] },
  { symbolId: 1003, symbolNoticeList: [{ noticeId: 9101, content: 'BMX fees' }, { noticeId: 9102, content: 'BMX launch' }] },
];

function memory(initial?: string) {
  const m = new Map<string, string>(initial === undefined ? [] : [[CLOSED_NOTICES_KEY, initial]]);
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('symbol notices', () => {
  it('should show the pair\'s notices first, then those for all pairs, skipping closed ones', () => {
    expect(nextNotice(groups, 1003, new Set())?.noticeId).toBe(9101);
    expect(nextNotice(groups, 1003, new Set([9101]))?.noticeId).toBe(9102);
    expect(nextNotice(groups, 1003, new Set([9101, 9102]))?.noticeId).toBe(9001);
    expect(nextNotice(groups, 1001, new Set())?.noticeId).toBe(9001);
    expect(nextNotice(groups, 1001, new Set([9001]))).toBeNull();
  });

  it('should record a closed notice in storage and read back only ids', () => {
    const s = memory();
    closeNotice(s, 9101);
    expect([...closeNotice(s, 9001)]).toEqual([9101, 9001]);
    expect([...readClosed(memory('[1,"x",2.5,3]'))]).toEqual([1, 3]);
    expect(readClosed(memory('{broken')).size).toBe(0);
  });
});
