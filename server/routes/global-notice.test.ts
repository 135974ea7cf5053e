import { describe, expect, it } from 'vitest';
import { get, makeGateway } from '../gateway.fixture';
import { CONTENT_TEXTS, SHOW_PAGE } from '../market/refdata';

type Notice = { noticeId: number; content: string; targetUrl: string };
type Answer = { success: boolean; code: number; msg: string; data: { noticeList: Notice[] } | null };

async function ask(query: string): Promise<{ status: number; body: Answer }> {
  const res = await get(makeGateway(), `/gw-api/content/front/notice/global${query}`);
  return { status: res.status, body: (await res.json()) as Answer };
}

describe('GET /gw-api/content/front/notice/global', () => {
  it('should answer the spot trade page (show page 4) its own notice first, then the one of both trade pages', async () => {
    expect(SHOW_PAGE).toEqual({ spotTrade: 4, marginTrade: 5 });
    const { status, body } = await ask('?showPage=4&lang=en');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 0 });
    expect(body.data!.noticeList).toEqual([
      { noticeId: 9502, content: 'Spot trading: zero maker fees on all USDC pairs until the end of the month.', targetUrl: '/announcements/usdc-pairs' },
      { noticeId: 9501, content: 'Scheduled upgrade: deposits and withdrawals pause on Sunday from 02:00 to 02:30 UTC. Trading is not affected.', targetUrl: '/announcements/wallet-upgrade' },
    ]);
  });

  it('should answer the margin trade page (show page 5) its notices, not the spot one', async () => {
    const ids = (await ask('?showPage=5')).body.data!.noticeList.map((n) => n.noticeId);
    expect(ids).toEqual([9503, 9501]);
  });

  it('should answer another page an empty list', async () => {
    expect((await ask('?showPage=1')).body.data).toEqual({ noticeList: [] });
  });

  it('should answer in the asked language', async () => {
    const de = (await ask('?showPage=5&lang=de-DE')).body.data!.noticeList;
    expect(de[0].content).toBe(CONTENT_TEXTS['de-DE'].globalNotices['9503']);
    expect(de[0].content).toBe('Isolierte Margin: Die Leihzinsen für USDT sind diese Woche halbiert.');
    expect((await ask('?showPage=4&lang=ja')).body.data!.noticeList[0].content).toBe(CONTENT_TEXTS.jp.globalNotices['9502']);
  });

  it.each([[''], ['?showPage='], ['?showPage=0'], ['?showPage=100'], ['?showPage=4.5'], ['?showPage=spot'], ['?showPage=-4']])(
    'should refuse %j with 400 naming showPage', async (query) => {
      const { status, body } = await ask(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code: 30001, data: null });
      expect(body.msg).toMatch(/^showPage: /);
    },
  );
});
