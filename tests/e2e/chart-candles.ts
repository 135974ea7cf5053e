/**
 * The chart's candles against the gateway's kline answer. The gateway keeps no candle for a
 * bucket without trades, and the chart fills each such bucket with a flat candle at the previous
 * close, volume 0 (docs/protocol.md 4.3, src/features/chart/series-live.ts): a quiet minute on a
 * thinly traded pair is a candle on the chart and none in the answer.
 */
export type Candle = [number, number, number, number, number, number];

/**
 * `mine` without the chart's own flat candles of buckets the gateway has none for, and the
 * candles missing from `rest` that are not such a candle (strays: none when the chart is right).
 */
export function withoutFillers(mine: readonly Candle[], rest: readonly Candle[]): { candles: Candle[]; strays: Candle[] } {
  const served = new Set(rest.map((c) => c[0]));
  const candles: Candle[] = [];
  const strays: Candle[] = [];
  mine.forEach((c, i) => {
    if (served.has(c[0])) candles.push(c);
    else if (!isFiller(c, mine[i - 1])) strays.push(c);
  });
  return { candles, strays };
}

/** A flat candle at the previous candle's close with no volume. */
function isFiller(c: Candle, previous: Candle | undefined): boolean {
  return previous !== undefined && c[5] === 0 && c[1] === previous[4] && c[2] === c[1] && c[3] === c[1] && c[4] === c[1];
}
