import type { KlineInterval } from '../../src/protocol/intervals';

/** A public subscription, already validated (server/routes/ws-input.ts). */
export type Topic =
  | { ch: 'depth'; symbol: string; precision: number; step: number }
  | { ch: 'trade'; symbol: string }
  | { ch: 'kline'; symbol: string; interval: KlineInterval }
  | { ch: 'tickers' }
  | { ch: 'market_change' };

/** The stream key: one stream per distinct key, shared by its subscribers. */
export function topicKey(t: Topic): string {
  switch (t.ch) {
    case 'depth':
      return `depth:${t.symbol}:${t.precision}`;
    case 'trade':
      return `trade:${t.symbol}`;
    case 'kline':
      return `kline:${t.symbol}:${t.interval}`;
    default:
      return t.ch;
  }
}

/** A topic as the client names it (normalised), for acks. */
export function topicArg(t: Topic): unknown[] {
  switch (t.ch) {
    case 'depth':
      return ['depth', { symbol: t.symbol, precision: t.precision }];
    case 'trade':
      return ['trade', { symbol: t.symbol }];
    case 'kline':
      return ['kline', { symbol: t.symbol, interval: t.interval }];
    default:
      return [t.ch];
  }
}
