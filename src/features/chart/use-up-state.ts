/**
 * The pair's up state for the chart (spec section 4: "On symbol change ... fetch the symbol's
 * up state"; "Market-open"; "Countdown end clears the counting state and reloads the pair list
 * after 5 s"). GET /gw-api/ds/up-state per pair shown; until it answers the phase is
 * 'checking'. A failed or unreadable answer counts as open: the chart is never hidden for good
 * by a check that could not be made. The answer's VIP flag is the signed-in user's (the
 * gateway reads the session): the check is made again when the user signs in or out, and a
 * VIP sees the market as open (countdown.ts marketPhase).
 */
import { useEffect, useState } from 'react';
import { parseTradeRoute } from '../../app/route';
import { apiGet } from '../../net/api';
import { loadPairs } from '../../net/load-pairs';
import { clockSkew, marketPhase, parseUpState, RELOAD_AFTER_END_MS } from './countdown';
import { noteGatewaySkew } from './gateway-clock';

export type UpPhase =
  | { phase: 'checking' }
  | { phase: 'open' }
  /** Listed but not up (and not counting down): prices show `--`. */
  | { phase: 'closed' }
  | { phase: 'countdown'; openTime: number; skew: number; end: () => void };

type Known = { symbol: string; phase: 'open' | 'closed' } | { symbol: string; phase: 'countdown'; openTime: number; skew: number };

/** `user`: the signed-in user's id (null for a visitor and while unknown): a change asks again. */
export function useUpState(symbol: string, user: number | null = null): UpPhase {
  const [known, setKnown] = useState<Known | null>(null);
  /** The pair whose countdown ended on this page. */
  const [ended, setEnded] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void apiGet<unknown>('/ds/up-state', { symbol }).then((a) => {
      if (!live) return;
      const p = a.success ? parseUpState(a.data) : null;
      if (p === null || !p.ok) {
        setKnown({ symbol, phase: 'open' });
        return;
      }
      const skew = clockSkew(p.value, Date.now());
      noteGatewaySkew(skew); // the chart's quiet candles open by the gateway's clock
      const phase = marketPhase(p.value);
      if (phase === 'countdown') setKnown({ symbol, phase, openTime: p.value.openTime, skew });
      else setKnown({ symbol, phase });
    });
    return () => {
      live = false;
    };
  }, [symbol, user]);
  // the countdown's end: the chart shows, and the pair list is asked again 5 s later
  useEffect(() => {
    if (known?.phase !== 'open' || ended !== symbol) return;
    const id = setTimeout(() => void loadPairs(parseTradeRoute(location.pathname, location.search).locale), RELOAD_AFTER_END_MS);
    return () => clearTimeout(id);
  }, [known, ended, symbol]);
  if (known === null || known.symbol !== symbol) return { phase: 'checking' };
  if (known.phase !== 'countdown') return { phase: known.phase };
  return {
    ...known,
    end: () => {
      setEnded(symbol);
      setKnown({ symbol, phase: 'open' });
    },
  };
}
