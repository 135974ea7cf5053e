import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS, HOT_SEARCH, PAIRS, RISK_LIMITS, SYMBOL_NOTICES, TAGS } from '../market/refdata';
import { MINUTE_MS } from '../market/minute-ring';
import { T0, get, makeGateway, post, postJson, signIn, trade } from '../gateway.fixture';
import { createMarketWatch } from '../market/watch';
import { ANNOUNCEMENT_PAGE_SIZE } from './content';

type Answer<T = unknown> = { success: boolean; code: number; msg: string; data: T };
const json = async <T>(res: Response) => (await res.json()) as Answer<T>;

describe('GET /gw-api/ds/pairs', () => {
  it('should list every pair with the spec fields and live 24 h figures', async () => {
    const g = makeGateway();
    const at = (minutesAgo: number, price: number) => {
      g.clock.now = T0 - minutesAgo * MINUTE_MS;
      trade(g, 'BTC_USDT', price, 500_000); // 0.5 BTC
    };
    at(60, 6_000_000);
    at(30, 6_150_000);
    at(20, 5_990_000);
    at(1, 6_060_000);
    g.clock.now = T0;

    const body = await json<Array<Record<string, unknown>>>(await get(g, '/gw-api/ds/pairs?local=en'));
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(PAIRS.length);
    const btc = body.data.find((p) => p.symbol === 'BTC_USDT')!;
    expect(btc).toMatchObject({
      symbolId: 1001, name: 'BTC/USDT', displayName: 'BTC/USDT', coinName: 'BTC', baseCoinFullName: 'Bitcoin', marketCoinName: 'USDT', mc: 'USDT',
      coinId: 1, marketCoinId: 3, iconUrl: '/static/coins/btc.svg',
      c: '60600.00', h: '61500.00', l: '59900.00', v: '2.000000', qv: '121000.000000', rate: '1.00', fluctuation: '0.0100', increase: '1',
      upState: 1, openTime: 0, isShow: true, pricePrecision: 2, countPrecision: 6, minBuyCount: '0.00001', minBuyAmount: '5', minBuyPrice: '0.01', feeRateName: 'A',
      leverageSymbolParam: { marginRatio: 10, coinUserBorrowMin: '0.0002', marketCoinUserBorrowMin: '10' },
    });
    expect(btc.precisionList).toEqual(PAIRS[0].precisionList);
    expect(btc.ts).toEqual([TAGS[0], TAGS[4]]);
    expect(body.data.find((p) => p.symbol === 'TRX_USDT')).toMatchObject({ c: '', h: '', v: '0.0', leverageSymbolParam: null });
    const nova = body.data.find((p) => p.symbol === 'NOVA_USDT')!;
    expect(nova).toMatchObject({ upState: 0, openTime: T0 + 86_400_000 });
  });
});

describe('GET /gw-api/ds/pairs after a restart', () => {
  it('should show the engine last price when the 24 h window has seen no event', async () => {
    const g = makeGateway({ market: createMarketWatch() }); // a watch nothing feeds
    trade(g, 'ETH_USDT', 260_000, 10_000);
    const body = await json<Array<Record<string, unknown>>>(await get(g, '/gw-api/ds/pairs'));
    expect(body.data.find((p) => p.symbol === 'ETH_USDT')).toMatchObject({ c: '2600.00', h: '2600.00', l: '2600.00', v: '0.0000', rate: '0.00', increase: '1' });
  });
});

describe('pair reference calls', () => {
  it('should answer a coin detail with its icon url, and refuse an unknown coin', async () => {
    const g = makeGateway();
    const body = await json<{ details: Record<string, unknown>; url: string }>(await get(g, '/gw-api/ds/pair/coin-detail?shortName=btc&local=en'));
    expect(body.success).toBe(true);
    expect(body.data.url).toBe('/static/coins/btc.svg');
    expect(body.data.details).toMatchObject({ shortName: 'BTC', fullName: 'Bitcoin', maxSupply: '21000000', websiteUrl: 'https://bitcoin.org' });
    expect(Object.keys(body.data.details)).toEqual(expect.arrayContaining(['circulating', 'circulationProportion', 'totalSupply', 'explorer', 'whitePaperUrl', 'sourceCode', 'reddit', 'facebook', 'twitter', 'discord', 'projectDetailedIntroduction']));
    expect(await json(await get(g, '/gw-api/ds/pair/coin-detail?shortName=NOPE'))).toMatchObject({ success: false, code: 30001 });
    expect((await get(g, '/gw-api/ds/pair/coin-detail')).status).toBe(400);
  });

  it('should answer tags, risk limits with the user countries, and the up-state countdown', async () => {
    const g = makeGateway({ adminToken: 't' });
    expect((await json(await get(g, '/gw-api/ds/tags'))).data).toEqual(TAGS);
    // in the page's language, as the pairs' own tags
    const de = (await json(await get(g, '/gw-api/ds/tags?local=de-DE'))).data as typeof TAGS;
    expect(de.map((t) => t.tagId)).toEqual(TAGS.map((t) => t.tagId));
    expect(de.find((t) => t.tagId === 5)?.name).toBe('Zahlungen');
    const pairs = (await json(await get(g, '/gw-api/ds/pairs?local=de-DE'))).data as Array<{ symbol: string; ts: typeof TAGS }>;
    expect(pairs.find((p) => p.symbol === 'BTC_USDT')!.ts.map((t) => t.name)).toEqual(['Layer 1', 'Zahlungen']);
    expect((await get(g, `/gw-api/ds/tags?local=${'x'.repeat(40)}`)).status).toBe(400);
    expect((await json(await get(g, '/gw-api/ds/risk-limit'))).data).toEqual({ riskLimitList: RISK_LIMITS, kycCountryCode: '', ipCountryCode: '' });
    const client = await signIn(g, 'r@example.com');
    await post(g, '/gw-api/admin/user-flags', { userId: client.userId, kycCountry: 'US', ipCountry: 'DE' }, undefined, { 'X-Admin-Token': 't' });
    expect((await json(await get(g, '/gw-api/ds/risk-limit', client))).data).toMatchObject({ kycCountryCode: 'US', ipCountryCode: 'DE' });

    expect((await json(await get(g, '/gw-api/ds/up-state?symbol=NOVA_USDT'))).data).toEqual({ symbol: 'NOVA_USDT', symbolId: 1031, upState: 0, countdown: true, openTime: T0 + 86_400_000, serverTime: T0, vip: false });
    expect((await json(await get(g, '/gw-api/ds/up-state?symbol=1001'))).data).toMatchObject({ symbol: 'BTC_USDT', upState: 1, countdown: false, openTime: 0 });
    expect(await json(await get(g, '/gw-api/ds/up-state?symbol=FOO_BAR'))).toMatchObject({ success: false, code: 30004 });
  });

  it('should answer coin rates and the order form configuration', async () => {
    const g = makeGateway();
    trade(g, 'BTC_USDT', 6_012_345, 1000);
    expect((await json(await get(g, '/gw-api/ds/coin-rate?coins=BTC,usdt,NOVA,NOPE'))).data).toEqual([
      { coinName: 'BTC', latestCoinRate: '60123.45' },
      { coinName: 'USDT', latestCoinRate: '1' },
      { coinName: 'NOVA', latestCoinRate: '' },
      { coinName: 'NOPE', latestCoinRate: '' },
    ]);
    expect((await json(await get(g, '/gw-api/ds/trade-config'))).data).toMatchObject({ thresholdRate: '0.05', marketOffsetRate: '0.1', maxTriggerOrders: 20, feeWhitelistCountries: expect.arrayContaining(['DE']) });
  });
});

describe('hot search', () => {
  it('should start from the editorial ranking and move reported pairs up', async () => {
    const g = makeGateway();
    const first = await json<Array<{ rank: number; symbol: string; count: number }>>(await get(g, '/gw-api/ds/hot-search'));
    expect(first.data.map((r) => r.symbol)).toEqual(HOT_SEARCH.map((h) => h.symbol));
    for (let i = 0; i < 3; i++) expect(await json(await get(g, '/gw-api/coincenter-business/search/report-symbol?symbolName=TON_USDT'))).toMatchObject({ success: true });
    await get(g, '/gw-api/coincenter-business/search/report-symbol?symbolName=LINK/USDT');
    const after = await json<Array<{ rank: number; symbol: string; symbolId: number; count: number; name: string }>>(await get(g, '/gw-api/ds/hot-search'));
    expect(after.data.slice(0, 3)).toEqual([
      { rank: 1, symbolId: 1026, symbol: 'TON_USDT', name: 'TON/USDT', count: 3 },
      { rank: 2, symbolId: 1013, symbol: 'LINK_USDT', name: 'LINK/USDT', count: 1 },
      { rank: 3, symbolId: 1001, symbol: 'BTC_USDT', name: 'BTC/USDT', count: 0 },
    ]);
    expect(after.data).toHaveLength(10);
    expect(await json(await get(g, '/gw-api/coincenter-business/search/report-symbol?symbolName=NOPE_X'))).toMatchObject({ success: false, code: 30004 });
  });
});

describe('notices and announcements', () => {
  it('should answer the symbol notices and paged announcements', async () => {
    const g = makeGateway();
    expect((await json(await get(g, '/gw-api/content/front/notice/query?lang=en'))).data).toEqual({ symbolNoticeList: SYMBOL_NOTICES });
    const p1 = await json<{ recordList: unknown[]; page: number; total: number }>(await get(g, '/gw-api/activity/activityZone/front/queryAnnouncements?language=en&page=1'));
    expect(p1.data).toEqual({ recordList: ANNOUNCEMENTS.slice(0, ANNOUNCEMENT_PAGE_SIZE), page: 1, pageSize: ANNOUNCEMENT_PAGE_SIZE, total: ANNOUNCEMENTS.length });
    const p9 = await json<{ recordList: unknown[] }>(await get(g, '/gw-api/activity/activityZone/front/queryAnnouncements?language=en&page=9'));
    expect(p9.data.recordList).toEqual([]);
    expect((await get(g, '/gw-api/activity/activityZone/front/queryAnnouncements?page=0')).status).toBe(400);
  });

  it('should answer notices and announcements in the asked language', async () => {
    const g = makeGateway();
    const notices = await json<{ symbolNoticeList: { symbolId: unknown; symbolNoticeList: { content: string }[] }[] }>(await get(g, '/gw-api/content/front/notice/query?lang=de-DE'));
    expect(notices.data.symbolNoticeList[0].symbolNoticeList[0].content).toBe('Vorsicht vor Phishing: Wir fragen nie per E-Mail oder Chat nach Ihrem Passwort oder 2FA-Codes.');
    const p2 = await json<{ recordList: { code: string; title: string }[]; total: number }>(await get(g, '/gw-api/activity/activityZone/front/queryAnnouncements?language=de-DE&page=2'));
    expect(p2.data.recordList[0]).toMatchObject({ code: 'ANN-2007', title: 'Trigger-Orders: bis zu 20 offene Orders pro Konto' });
    expect(p2.data.total).toBe(ANNOUNCEMENTS.length);
  });

  it('should answer the fiat rates, the dollar first at 1', async () => {
    const rates = await json<{ currency: string; rate: string }[]>(await get(makeGateway(), '/gw-api/ds/fiat-rates'));
    expect(rates.data[0]).toEqual({ currency: 'USD', rate: '1' });
    expect(rates.data.find((r) => r.currency === 'EUR')).toEqual({ currency: 'EUR', rate: '0.92' });
  });
});

describe('GET /gw-api/quotation/query-market-change', () => {
  it('should answer formatted top movers newest first, filtered by type and pair', async () => {
    const g = makeGateway();
    const feed = g.deps.market!.feed;
    // BTC rises 1 % within 6 minutes; ETH falls 2 %
    for (let t = 0; t <= 6; t++) {
      feed({ kind: 'lastPrice', symbol: 'BTC_USDT', price: t < 6 ? 6_000_000 : 6_060_000, time: T0 + t * MINUTE_MS });
      feed({ kind: 'lastPrice', symbol: 'ETH_USDT', price: t < 6 ? 260_000 : 254_800, time: T0 + t * MINUTE_MS + 1000 });
    }
    const all = await json<Array<Record<string, unknown>>>(await get(g, '/gw-api/quotation/query-market-change?limit=20'));
    expect(all.success).toBe(true);
    const seqs = all.data.map((r) => r.seq as number);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    const rise = await json<Array<Record<string, unknown>>>(await get(g, '/gw-api/quotation/query-market-change?limit=20&type=RISE_5m'));
    expect(rise.data).toEqual([
      { seq: expect.any(Number), type: 'RISE_5m', symbolId: 1001, symbolName: 'BTC_USDT', time: Math.floor((T0 + 6 * MINUTE_MS) / 1000), price: '60600.00', percent: '1.00', breakSide: null, breakPrice: null },
    ]);
    const eth = await json<Array<Record<string, unknown>>>(await get(g, '/gw-api/quotation/query-market-change?limit=20&symbolId=1002'));
    expect(eth.data.length).toBeGreaterThan(0);
    expect(eth.data.every((r) => r.symbolName === 'ETH_USDT')).toBe(true);
    expect(eth.data.find((r) => r.type === 'FALL_5m')).toMatchObject({ price: '2548.00', percent: '-2.00' });
    const brk = eth.data.find((r) => r.type === 'BREAK');
    expect(brk).toMatchObject({ breakSide: 'down', breakPrice: '2600.00' });
    expect((await get(g, '/gw-api/quotation/query-market-change?type=SIDEWAYS')).status).toBe(400);
    for (const limit of ['%2020', '2e1', '0x14', '20.0']) expect((await get(g, `/gw-api/quotation/query-market-change?limit=${limit}`)).status, limit).toBe(400);
    expect((await get(g, '/gw-api/quotation/query-market-change?limit=0')).status).toBe(400);
  });
});

describe('gateway fallbacks', () => {
  it('should answer unknown /gw-api paths with 404 JSON code 30001', async () => {
    const g = makeGateway();
    const res = await get(g, '/gw-api/no/such/call');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: 30001 });
  });

  it('should answer a body that is not JSON with 400', async () => {
    const g = makeGateway();
    const client = await signIn(g, 'j@example.com');
    const res = await postJson(g, '/gw-api/user/preferences', '{"CANCEL_ALL": fal', { Cookie: client.cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: 30001, msg: 'body is not valid JSON' });
    // handlers that call c.req.json() themselves (the trading routes) get the same answer
    const g2 = makeGateway();
    g2.app.post('/gw-api/test/json', async (c) => c.json(await c.req.json()));
    const direct = await postJson(g2, '/gw-api/test/json', '{oops');
    expect(direct.status).toBe(400);
    expect(await direct.json()).toMatchObject({ code: 30001 });
  });
});
