import { describe, expect, it } from 'vitest';
import { get, makeGateway, trade, T0 } from '../gateway.fixture';

type Info = {
  symbol: string;
  period: string;
  lowPrice: string;
  highPrice: string;
  curPrice: string;
  buyTrader: number;
  sellTrader: number;
  buyVolume: string;
  sellVolume: string;
  buyAmount: string;
  traderRatio: string | null;
  traderTrend: Array<{ time: number; buyTrader: number; sellTrader: number; ratio: string | null }>;
  from: number;
  to: number;
};
type Answer = { success: boolean; code: number; msg: string; data: Info | null };

async function ask(g: ReturnType<typeof makeGateway>, query: string): Promise<{ status: number; body: Answer }> {
  const res = await get(g, `/gw-api/quotation/trade-info${query}`);
  return { status: res.status, body: (await res.json()) as Answer };
}

describe('GET /gw-api/quotation/trade-info', () => {
  it('should answer the trading data computed from the gateway’s trades, per period', async () => {
    const g = makeGateway();
    // the fixture's trades are between two fresh traders each, the buyer taking
    g.clock.now = T0 + 10 * 60_000;
    trade(g, 'BTC_USDT', 6_000_000, 100_000); // 60000.00 x 0.100000
    g.clock.now = T0 + 3 * 3_600_000;
    trade(g, 'BTC_USDT', 6_100_000, 50_000);
    trade(g, 'BTC_USDT', 5_900_000, 50_000);
    g.clock.now += 60_000;

    const hour = await ask(g, '?symbol=BTC_USDT&period=hour');
    expect(hour.status).toBe(200);
    expect(hour.body.data).toMatchObject({ symbol: 'BTC_USDT', period: 'hour', lowPrice: '59000.00', highPrice: '61000.00', curPrice: '59000.00', buyTrader: 2, sellTrader: 0, buyVolume: '0.100000', sellVolume: '0.000000', traderRatio: null });
    expect(hour.body.data!.buyAmount).toBe('6000.000000');

    const day = (await ask(g, '?symbol=1001&period=day')).body.data!;
    expect(day).toMatchObject({ lowPrice: '59000.00', highPrice: '61000.00', buyTrader: 3, sellTrader: 0, buyVolume: '0.200000' });
    expect(day.traderTrend).toHaveLength(12);
    expect(day.traderTrend.reduce((n, p) => n + p.buyTrader, 0)).toBe(3);
    expect(day.to - day.from).toBe(24 * 3_600_000);
  });

  it('should default to the day and answer an empty range for a pair without trades', async () => {
    const g = makeGateway();
    const { body } = await ask(g, '?symbol=ETH_USDT');
    expect(body).toMatchObject({ success: true, code: 0 });
    expect(body.data).toMatchObject({ period: 'day', lowPrice: '', highPrice: '', buyTrader: 0, sellTrader: 0, traderRatio: null });
  });

  it('should refuse bad input with a clear message and no data', async () => {
    const g = makeGateway();
    const badPeriod = await ask(g, '?symbol=BTC_USDT&period=month');
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body).toMatchObject({ success: false, code: 30001, data: null });
    expect(badPeriod.body.msg).toContain('period');
    const noSymbol = await ask(g, '?period=day');
    expect(noSymbol.status).toBe(400);
    expect(noSymbol.body.msg).toContain('symbol');
    const unknown = await ask(g, '?symbol=NOPE_USDT');
    expect(unknown.body).toMatchObject({ success: false, code: 30004, data: null });
  });
});

describe('GET /media/ding.mp3', () => {
  it('should serve the notification chime as audio/mpeg, and nothing else under /media', async () => {
    const g = makeGateway();
    const res = await g.app.request('/media/ding.mp3');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('audio/mpeg');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // an MP3 frame sync (0xFFE) or an ID3 tag at the start
    expect(bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0).toBe(true);
    expect(bytes.byteLength).toBeGreaterThan(1000);
    expect((await g.app.request('/media/other.mp3')).status).toBe(404);
    expect((await g.app.request('/media/..%2Fapp.ts')).status).toBe(404);
  });
});

describe('GET /static/coins/<coin>.svg', () => {
  it('should serve the icon a coin detail names, cached a day, and 404 for anything else', async () => {
    const g = makeGateway();
    const detail = await (await g.app.request('/gw-api/ds/pair/coin-detail?shortName=BTC&local=en')).json() as { data: { url: string } };
    const res = await g.app.request(detail.data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(await res.text()).toContain('>BTC</text>');
    for (const bad of ['/static/coins/nope.svg', '/static/coins/BTC.svg', '/static/coins/btc.png', '/static/coins/%3Cscript%3E.svg']) {
      expect((await g.app.request(bad)).status, bad).toBe(404);
    }
  });
});
