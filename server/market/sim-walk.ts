import type { Prng } from './prng';

/**
 * The simulated "true" price of one pair: a mean-reverting random walk in log space around the
 * pair's anchor price (an Ornstein-Uhlenbeck process), with regime switching. Most of the time
 * the market is calm; now and then a burst starts, during which steps are several times larger,
 * the price trends one way, and the pair trades more (see `activity`).
 *
 * Time is whatever the caller passes (ms); nothing here reads a clock. The OU step is the exact
 * discretisation, so the distribution does not depend on how often `advance` is called.
 */
export interface WalkParams {
  /** The pair's typical daily volatility (standard deviation of the daily log return). */
  dailyVol: number;
  /**
   * Calm-regime step size as a share of dailyVol. Bursts and their trends add variance on top,
   * so with the defaults the walk's overall variance is about that of dailyVol x 2.3 per day
   * (a lively screen), while mean reversion keeps it within about 1 % of the anchor (1 sd).
   */
  calmShare: number;
  /** Mean-reversion time (s): the deviation from the anchor halves in about 0.7 x this. */
  reversionS: number;
  /** Mean lengths (s) of a calm spell and of a burst. */
  calmMeanS: number;
  burstMeanS: number;
  /** Step size multiplier during a burst. */
  burstVolFactor: number;
  /** Trend during a burst, in calm standard deviations per second (random sign and size). */
  burstDrift: number;
  /** Hard limit of |ln(mid / anchor)|; the walk reflects off it (never reached in practice). */
  band: number;
}

/** Defaults for a pair of the given daily volatility. */
export function walkParams(dailyVol: number): WalkParams {
  return {
    dailyVol,
    calmShare: 0.6,
    reversionS: 1800,
    calmMeanS: 150,
    burstMeanS: 15,
    burstVolFactor: 5,
    burstDrift: 2,
    band: Math.min(0.4, Math.max(0.05, 8 * dailyVol)),
  };
}

export class PriceWalk {
  /** ln(mid / anchor). */
  x = 0;
  burst = false;
  /** When the current regime ends (ms); calm spells end at random via a hazard rate. */
  private burstUntil = 0;
  private drift = 0;
  private readonly sigma: number;

  constructor(
    private readonly rng: Prng,
    readonly anchor: number,
    readonly params: WalkParams,
    startMid = anchor,
  ) {
    this.sigma = (params.dailyVol * params.calmShare) / Math.sqrt(86_400);
    if (startMid > 0) this.x = clamp(Math.log(startMid / anchor), -params.band, params.band);
  }

  /** Current mid price, in the anchor's unit (ticks), not rounded. */
  mid(): number {
    return this.anchor * Math.exp(this.x);
  }

  /** Trading activity multiplier of the current regime (1 calm, 4 burst). */
  activity(): number {
    return this.burst ? 4 : 1;
  }

  /** Moves the walk forward by `dtMs` ending at time `now` (ms). */
  advance(dtMs: number, now: number): void {
    if (dtMs <= 0) return;
    const p = this.params;
    const dt = dtMs / 1000;
    if (this.burst && now >= this.burstUntil) {
      this.burst = false;
      this.drift = 0;
    } else if (!this.burst && this.rng.chance(1 - Math.exp(-dt / p.calmMeanS))) {
      this.burst = true;
      this.burstUntil = now + 1000 * this.rng.exp(p.burstMeanS);
      const sign = this.rng.chance(0.5) ? 1 : -1;
      this.drift = sign * this.rng.range(0.5, 1.5) * p.burstDrift * this.sigma;
    }
    const theta = 1 / p.reversionS;
    const sigma = this.burst ? this.sigma * p.burstVolFactor : this.sigma;
    const decay = Math.exp(-theta * dt);
    const sd = sigma * Math.sqrt((1 - decay * decay) / (2 * theta));
    let x = this.x * decay + (this.drift / theta) * (1 - decay) + sd * this.rng.normal();
    // reflect off the band so a long run can never leave it
    if (x > p.band) x = 2 * p.band - x;
    if (x < -p.band) x = -2 * p.band - x;
    this.x = clamp(x, -p.band, p.band);
  }
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}
