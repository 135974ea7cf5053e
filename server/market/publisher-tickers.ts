import { formatUnits } from '../../src/core/units';
import type { TickerRow } from '../../src/protocol/messages';
import type { ExchangeEngine } from '../engine/api';
import { PAIRS, coinRef } from './refdata';
import { changeOf } from './stats24h';
import type { MarketWatch } from './watch';

/** Rows are rebuilt at most this often; manual requests in between reuse them. */
const ROWS_TTL_MS = 1_000;

/**
 * The `tickers` rows of every listed pair: spec 001's symbol ticker fields with the same
 * figures and formats as GET /gw-api/ds/pairs (the 24 h window of the MarketWatch, the engine's
 * last price before the first trade since start). A build walks each pair's 1440-minute ring,
 * so rows are cached for a second.
 */
export class TickerRows {
  private rows: TickerRow[] = [];
  private builtAt = -Infinity;

  constructor(
    private readonly market: MarketWatch,
    private readonly engine: ExchangeEngine,
  ) {}

  get(now: number): TickerRow[] {
    if (now - this.builtAt >= ROWS_TTL_MS || now < this.builtAt) {
      this.rows = PAIRS.map((p) => tickerRow(p.symbol, p.symbolId, p.pricePrecision, p.countPrecision, p.quote, this.market, this.engine, now));
      this.builtAt = now;
    }
    return this.rows;
  }
}

function tickerRow(symbol: string, symbolId: number, pp: number, cp: number, quote: string, market: MarketWatch, engine: ExchangeEngine, now: number): TickerRow {
  const s = market.stats.stats(symbol, now, engine.lastPrice(symbol));
  const price = (ticks: number | undefined) => (ticks === undefined ? '' : formatUnits(ticks, pp));
  const change = changeOf(s.open, s.last);
  return {
    symbol,
    symbolId,
    c: price(s.last),
    h: price(s.high),
    l: price(s.low),
    v: formatUnits(s.volume, cp),
    qv: formatUnits(s.notional, coinRef(quote)?.scale ?? 8),
    rate: change.rate,
    fluctuation: change.fluctuation,
    increase: change.increase,
  };
}
