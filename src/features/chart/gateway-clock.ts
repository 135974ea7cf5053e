/**
 * The gateway's clock as the page last learnt it (the up-state answer's serverTime, which the
 * chart asks for each pair: use-up-state.ts). The chart's candles are the gateway's buckets, so
 * a quiet market's next candle opens at the gateway's boundary, not at the browser's: a PC
 * clock two minutes fast opened candles for minutes still to come (chart-controller.ts).
 * Unknown (no answer yet): the browser's clock.
 */
let skewMs = 0;

/** The local clock's lead over the gateway's, ms, as countdown.ts clockSkew measures it. */
export function noteGatewaySkew(skew: number): void {
  if (Number.isFinite(skew)) skewMs = skew;
}

/** Now on the gateway's clock, as far as the page knows it. */
export function gatewayNow(now: number = Date.now()): number {
  return now - skewMs;
}
