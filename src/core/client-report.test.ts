import { describe, expect, it } from 'vitest';
import { REPORT_EVENT, REPORT_LIMITS, ReportLimiter, clampReport, type ClientReport } from './client-report';

describe('ReportLimiter', () => {
  it('should admit a key at most perKey times in a sliding window', () => {
    const l = new ReportLimiter(60_000, 2, 100);
    expect([l.admit('a', 0), l.admit('a', 10), l.admit('a', 20)]).toEqual([true, true, false]);
    expect(l.admit('b', 20)).toBe(true); // another key has its own budget
    expect(l.admit('a', 59_999)).toBe(false);
    expect(l.admit('a', 60_000)).toBe(true); // the report at 0 left the window
    expect(l.admit('a', 60_005)).toBe(false); // the one at 10 has not
    expect(l.admit('a', 60_010)).toBe(true);
  });

  it('should cap all keys together at total', () => {
    const l = new ReportLimiter(1_000, 5, 3);
    expect(['a', 'b', 'c', 'd'].map((k) => l.admit(k, 0))).toEqual([true, true, true, false]);
    expect(l.admit('d', 1_000)).toBe(true);
  });

  it('should forget stale keys once it tracks sweepAt of them', () => {
    const l = new ReportLimiter(100, 1, 1_000_000, 50);
    for (let i = 0; i < 50; i++) l.admit(`k${i}`, 0);
    expect(l.admit('k0', 50)).toBe(false);
    l.admit('fresh', 200); // 50 keys tracked, all stale by now: swept
    expect((l as unknown as { times: Map<string, number[]> }).times.size).toBe(1);
    expect(l.admit('k0', 201)).toBe(true);
  });
});

describe('clampReport', () => {
  it('should cut long texts and drop detail keys past the limit', () => {
    const detail: Record<string, string | number> = {};
    for (let i = 0; i < 20; i++) detail[`k${i}`] = i === 0 ? 'x'.repeat(500) : i;
    const r: ClientReport = { level: 'warning', event: 'e'.repeat(80), message: 'm'.repeat(900), detail, page: '/'.repeat(300), at: 1 };
    const c = clampReport(r);
    expect(c.event).toHaveLength(REPORT_LIMITS.eventChars);
    expect(c.message).toHaveLength(REPORT_LIMITS.messageChars);
    expect(c.page).toHaveLength(REPORT_LIMITS.pageChars);
    expect(Object.keys(c.detail)).toHaveLength(REPORT_LIMITS.detailKeys);
    expect(c.detail.k0).toHaveLength(REPORT_LIMITS.detailValueChars);
    expect(c.detail.k15).toBe(15);
  });
});

describe('clampReport (what the gateway schema would refuse)', () => {
  it('should send numbers JSON cannot carry as text, and replace what an event name may not hold', () => {
    const c = clampReport({ level: 'error', event: 'bad name/é', message: 'm', detail: { n: Number.NaN, i: Infinity, ok: 3 }, page: '/', at: -5 });
    expect(c.detail).toEqual({ n: 'NaN', i: 'Infinity', ok: 3 });
    expect(c.event).toMatch(REPORT_EVENT);
    expect(c.event).toBe('bad_name__');
    expect(c.at).toBe(0);
    expect(clampReport({ ...c, event: '' }).event).toBe('unnamed');
  });
});

describe('ReportLimiter budgets', () => {
  it('should not spend the total on a key already over its own budget', () => {
    const l = new ReportLimiter(1_000, 1, 2);
    expect(l.admit('a', 0)).toBe(true);
    for (let i = 0; i < 10; i++) expect(l.admit('a', 1)).toBe(false);
    expect(l.admit('b', 2)).toBe(true); // the refused ones took nothing from the total of 2
    expect(l.admit('c', 3)).toBe(false);
  });
});

