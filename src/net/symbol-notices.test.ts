import { beforeEach, describe, expect, it, vi } from 'vitest';

const apiGet = vi.fn();
vi.mock('./api', () => ({ apiGet: (...args: unknown[]) => apiGet(...args) }));

const { symbolNotices } = await import('./symbol-notices');

describe('symbolNotices', () => {
  beforeEach(() => apiGet.mockReset());

  it('asks once per language for every reader, and again after a failed answer', async () => {
    apiGet.mockResolvedValueOnce({ success: false, code: -1, msg: 'down', data: null });
    expect((await symbolNotices('en')).success).toBe(false);
    const ok = { success: true, code: 0, msg: '', data: { symbolNoticeList: [{ symbolId: 'All', symbolNoticeList: [] }] } };
    apiGet.mockResolvedValue(ok);
    const [a, b] = await Promise.all([symbolNotices('en'), symbolNotices('en')]);
    expect(a).toBe(ok);
    expect(b).toBe(ok);
    await symbolNotices('de-DE');
    expect(apiGet.mock.calls).toEqual([
      ['/content/front/notice/query', { lang: 'en' }],
      ['/content/front/notice/query', { lang: 'en' }],
      ['/content/front/notice/query', { lang: 'de-DE' }],
    ]);
  });
});
