import { Hono } from 'hono';
import { z } from 'zod';
import { Code } from '../engine/codes';
import type { GatewayEnv } from '../http/env';
import { readQuery } from '../http/input';
import { coinRef, pairRef } from '../market/refdata';
import { TRADE_PERIODS, TradeActivity, traderRatio, type ActivitySummary, type TradePeriod } from '../market/trade-activity';
import type { MarketWatch } from '../market/watch';
import { formatUnits } from '../../src/core/units';
import type { AppDeps } from './pairs';
import { findPair } from './pairs';
import { ok, refuse } from './respond';

const Query = z.object({
  symbol: z.string().trim().min(1).max(32),
  period: z.enum(TRADE_PERIODS as [TradePeriod, ...TradePeriod[]], { error: `period must be one of ${TRADE_PERIODS.join(', ')}` }).default('day'),
});

const attached = new WeakMap<MarketWatch, TradeActivity>();

/**
 * The trade activity fed with the same engine events as `market` (one per market watch).
 * It chains onto market.feed, which the event pipeline calls for every event as it is emitted;
 * its natural home is MarketWatch itself (market/watch.ts, a file of another task): once it is
 * there this becomes `market.activity`.
 */
export function activityOf(market: MarketWatch): TradeActivity {
  const known = attached.get(market);
  if (known !== undefined) return known;
  const made = new TradeActivity();
  const feed = market.feed.bind(market);
  market.feed = (event) => {
    feed(event);
    made.feed(event);
  };
  attached.set(market, made);
  return made;
}

/** A period's summary as answered: prices at the pair's precision, volumes at its count precision. */
export function tradeInfoView(symbol: string, period: TradePeriod, s: ActivitySummary, lastPrice: number | undefined) {
  const pair = pairRef(symbol)!;
  const quoteScale = coinRef(pair.quote)?.scale ?? 8;
  const price = (ticks: number | undefined) => (ticks === undefined ? '' : formatUnits(ticks, pair.pricePrecision));
  const ratio = (buy: number, sell: number) => {
    const r = traderRatio(buy, sell);
    return r === undefined ? null : r.toFixed(2);
  };
  return {
    symbol,
    symbolId: pair.symbolId,
    period,
    from: s.from,
    to: s.to,
    lowPrice: price(s.low),
    highPrice: price(s.high),
    curPrice: price(s.last ?? lastPrice),
    buyTrader: s.buyTrader,
    sellTrader: s.sellTrader,
    buyVolume: formatUnits(s.buyLots, pair.countPrecision),
    sellVolume: formatUnits(s.sellLots, pair.countPrecision),
    buyAmount: formatUnits(s.buyNotional, quoteScale),
    sellAmount: formatUnits(s.sellNotional, quoteScale),
    traderRatio: ratio(s.buyTrader, s.sellTrader),
    traderTrend: s.trend.map((p) => ({ time: p.time, buyTrader: p.buyTrader, sellTrader: p.sellTrader, ratio: ratio(p.buyTrader, p.sellTrader) })),
  };
}

/**
 * GET /quotation/trade-info?symbol=BTC_USDT&period=day -> data: the trade-info module's trading
 * data of one pair over the last hour, day, three days or week (docs/api.md), computed by
 * market/trade-activity.ts from the trades made since the gateway started.
 */
export function tradeInfoRoutes(deps: AppDeps): Hono<GatewayEnv> {
  const activity = activityOf(deps.market);
  const app = new Hono<GatewayEnv>();
  app.get('/quotation/trade-info', (c) => {
    const q = readQuery(c, Query);
    if (!q.ok) return q.answer;
    const pair = findPair(q.data.symbol);
    if (pair === undefined) return refuse(c, Code.SYMBOL_NOT_FOUND, `unknown pair ${q.data.symbol}`);
    const summary = activity.summary(pair.symbol, q.data.period, deps.now());
    return ok(c, tradeInfoView(pair.symbol, q.data.period, summary, deps.engine.lastPrice(pair.symbol)));
  });
  return app;
}
