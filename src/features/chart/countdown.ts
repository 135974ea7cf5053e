/**
 * The pre-launch countdown (spec "Countdown screen", section 4 "Market-open", section 9): the
 * up-state answer read strictly, the time left split into days, hours, minutes and seconds on
 * the gateway's clock, and the open time written in the trader's zone with its UTC offset.
 * Pure: clocks and offsets come in.
 */

/** Spec section 9: the pair list reloads this long after the countdown ends. */
export const RELOAD_AFTER_END_MS = 5_000;

/** GET /gw-api/ds/up-state's data (server/routes/pairs.ts). */
export interface UpState {
  symbol: string;
  upState: 0 | 1;
  countdown: boolean;
  /** ms; 0 for a pair already trading. */
  openTime: number;
  /** The gateway's clock when it answered, ms. */
  serverTime: number;
  /**
   * The caller is VIP (the gateway's svip grade): prices show while the pair is not up, and
   * its countdown shows the market as open. An answer without it (an older gateway) is not VIP.
   */
  vip: boolean;
}

/** The answer's data, or why it is unusable. */
export function parseUpState(raw: unknown): { ok: true; value: UpState } | { ok: false; reason: string } {
  if (typeof raw !== 'object' || raw === null) return { ok: false, reason: 'up-state is an object' };
  const r = raw as Record<string, unknown>;
  if (typeof r.symbol !== 'string') return { ok: false, reason: 'up-state without symbol' };
  if (r.upState !== 0 && r.upState !== 1) return { ok: false, reason: 'upState must be 0 or 1' };
  if (typeof r.countdown !== 'boolean') return { ok: false, reason: 'countdown must be true or false' };
  for (const k of ['openTime', 'serverTime'] as const) {
    if (typeof r[k] !== 'number' || !Number.isInteger(r[k]) || (r[k] as number) < 0) return { ok: false, reason: `${k} must be a time in ms` };
  }
  if (r.vip !== undefined && typeof r.vip !== 'boolean') return { ok: false, reason: 'vip must be true or false' };
  return { ok: true, value: { symbol: r.symbol, upState: r.upState, countdown: r.countdown, openTime: r.openTime as number, serverTime: r.serverTime as number, vip: r.vip === true } };
}

/**
 * What the chart shows for an up-state (spec section 4, "Market-open"): the countdown screen
 * while the pair counts down, `--` for prices while it is not up, else the market; a VIP sees
 * the market as open in both cases.
 */
export function marketPhase(state: Pick<UpState, 'upState' | 'countdown' | 'vip'>): 'open' | 'closed' | 'countdown' {
  if (state.vip) return 'open';
  if (state.countdown) return 'countdown';
  return state.upState === 1 ? 'open' : 'closed';
}

/** The page's clock minus the gateway's (ms): added to the open time it gives the local moment of opening. */
export function clockSkew(state: UpState, receivedAt: number): number {
  return receivedAt - state.serverTime;
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the open time has come. */
  over: boolean;
}

/** Time left until `openTime` (gateway clock) at local `now`, given the skew; whole seconds, rounded up. */
export function remaining(openTime: number, now: number, skew: number): Remaining {
  const ms = openTime + skew - now;
  if (ms <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, over: true };
  let s = Math.ceil(ms / 1000);
  const days = Math.floor(s / 86_400);
  s -= days * 86_400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  return { days, hours, minutes, seconds: s - minutes * 60, over: false };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The open time as `YYYY-MM-DD HH:mm (UTC+h[:mm])` in a zone `offsetMin` minutes east of UTC
 * (the browser's: browserUtcOffset(), src/ui/utc-offset.ts).
 */
export function openTimeText(openTime: number, offsetMin: number): string {
  const d = new Date(openTime + offsetMin * 60_000);
  const date = `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
  const sign = offsetMin < 0 ? '-' : '+';
  const a = Math.abs(offsetMin);
  const h = Math.floor(a / 60);
  const m = a % 60;
  return `${date} (UTC${sign}${h}${m === 0 ? '' : `:${two(m)}`})`;
}
