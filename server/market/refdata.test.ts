import { describe, expect, it } from 'vitest';
import { parseUnits, pow10 } from '../../src/core/units';
import {
  ANNOUNCEMENTS,
  COINS,
  FEE_CLASS_RATES,
  HOT_SEARCH,
  PAIRS,
  RECOMMENDED_PAIRS,
  RISK_LIMITS,
  SYMBOL_NOTICES,
  TAGS,
  anchorTicks,
  coinDetail,
  coinRef,
  enginePairs,
  engineCoins,
  isInCountdown,
  pairOpenTime,
  pairRef,
  toPairSpec,
} from './refdata';

/** A big order in dollars; ticks x lots of it must stay a safe integer on every pair. */
const LARGE_ORDER_USD = 5_000_000;

/** USD price of a coin in whole dollars from the USDT anchors (stablecoins 1). */
function usdPrice(coin: string): number {
  if (coin === 'USDT' || coin === 'USDC') return 1;
  return Number(pairRef(`${coin}_USDT`)!.anchorPrice);
}

describe('reference data', () => {
  it('should list at least 40 pairs over the four quote coins, with unique ids and symbols', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PAIRS.map((p) => p.symbol)).size).toBe(PAIRS.length);
    expect(new Set(PAIRS.map((p) => p.symbolId)).size).toBe(PAIRS.length);
    expect(new Set(PAIRS.map((p) => p.quote))).toEqual(new Set(['USDT', 'USDC', 'BTC', 'ETH']));
    for (const p of PAIRS) {
      expect(p.symbol).toBe(`${p.base}_${p.quote}`);
      expect(p.name).toBe(`${p.base}/${p.quote}`);
    }
  });

  it('should have unique coins and coin ids, and every referenced coin listed', () => {
    expect(new Set(COINS.map((c) => c.coin)).size).toBe(COINS.length);
    expect(new Set(COINS.map((c) => c.coinId)).size).toBe(COINS.length);
    for (const p of PAIRS) {
      expect(coinRef(p.base), p.base).toBeDefined();
      expect(coinRef(p.quote), p.quote).toBeDefined();
    }
    expect(coinRef('BMX')).toBeDefined();
    expect(coinRef('USDT')!.scale).toBe(6);
    expect(coinRef('USDC')!.scale).toBe(6);
    expect(coinRef('BTC')!.scale).toBe(8);
  });

  it('should keep a billion USDT a safe integer', () => {
    const max = parseUnits('1000000000', coinRef('USDT')!.scale);
    expect(max).toEqual({ ok: true, value: 1e15 });
  });

  it('should convert every pair to the engine form', () => {
    const pairs = enginePairs();
    expect(pairs).toHaveLength(PAIRS.length);
    expect(pairs.filter((p) => p.margin).length).toBeGreaterThanOrEqual(10);
    const btc = pairs.find((p) => p.symbol === 'BTC_USDT')!;
    expect(btc).toMatchObject({
      symbolId: 1001, base: 'BTC', quote: 'USDT', pricePrecision: 2, countPrecision: 6,
      minBuyCount: 10, minSellCount: 10, minBuyAmount: 5_000_000, minSellAmount: 5_000_000, minPrice: 1,
    });
    expect(btc.margin).toEqual({
      marginRatio: 10,
      liquidationRatio: 1.1,
      hourlyRate: { BTC: '0.0000025', USDT: '0.0000045' },
      borrowMin: { BTC: 20_000, USDT: 10_000_000 },
      repayMin: { BTC: 2_000, USDT: 1_000_000 },
    });
    expect(pairs.find((p) => p.symbol === 'ETH_BTC')!.minBuyAmount).toBe(10_000);
  });

  it('should refuse a pair whose figure does not fit its precision', () => {
    const bad = { ...pairRef('BTC_USDT')!, minBuyCount: '0.0000001' };
    expect(() => toPairSpec(bad, engineCoins())).toThrow(/minBuyCount/);
  });

  it('should keep every lot a whole number of base ledger units and minimums positive', () => {
    for (const spec of enginePairs()) {
      expect(coinRef(spec.base)!.scale, spec.symbol).toBeGreaterThanOrEqual(spec.countPrecision);
      expect(spec.minBuyCount).toBeGreaterThan(0);
      expect(spec.minBuyAmount).toBeGreaterThan(0);
      expect(spec.minPrice).toBeGreaterThan(0);
    }
  });

  it('should keep notional arithmetic safe: pp + cp <= 12 and a $5M order at twice the anchor', () => {
    for (const p of PAIRS) {
      expect(p.pricePrecision + p.countPrecision, p.symbol).toBeLessThanOrEqual(12);
      const ticks = anchorTicks(p) * 2;
      const baseUsd = usdPrice(p.base) || usdPrice(p.quote) * Number(p.anchorPrice);
      const lots = Math.ceil((LARGE_ORDER_USD / baseUsd) * pow10(p.countPrecision));
      expect(Number.isSafeInteger(ticks * lots), `${p.symbol}: ${ticks} x ${lots}`).toBe(true);
    }
  });

  it('should give margin pairs leverage 3 to 10 and borrow minimums within the borrow precision', () => {
    for (const p of PAIRS.filter((x) => x.margin)) {
      const m = p.margin!;
      expect(m.marginRatio).toBeGreaterThanOrEqual(3);
      expect(m.marginRatio).toBeLessThanOrEqual(10);
      expect(Object.keys(m.hourlyRate).sort()).toEqual([p.base, p.quote].sort());
      expect(parseUnits(m.borrowMin[p.base], m.coinBorrowPrecision).ok).toBe(true);
      expect(parseUnits(m.borrowMin[p.quote], m.marketCoinBorrowPrecision).ok).toBe(true);
      expect(m.coinBorrowPrecision).toBeLessThanOrEqual(coinRef(p.base)!.scale);
    }
  });

  it('should give BTC_USDT the grouping steps 0.01 to 100', () => {
    expect(pairRef('BTC_USDT')!.precisionList).toEqual([
      { desc: '0.01', val: '2' }, { desc: '0.1', val: '1' }, { desc: '1', val: '0' },
      { desc: '10', val: '-1' }, { desc: '100', val: '-2' },
    ]);
    expect(pairRef('SHIB_USDT')!.precisionList.map((s) => s.desc)).toEqual(['0.00000001', '0.0000001', '0.000001']);
  });

  it('should keep the pre-launch pair in countdown until the next UTC midnight', () => {
    const nova = PAIRS.find((p) => p.launch)!;
    const now = Date.UTC(2026, 10, 22, 13, 45);
    expect(pairOpenTime(nova, now)).toBe(Date.UTC(2026, 10, 23));
    expect(isInCountdown(nova, now)).toBe(true);
    expect(isInCountdown(nova, Date.UTC(2026, 10, 23))).toBe(true);
    expect(nova.upState).toBe(0);
    expect(pairOpenTime(pairRef('BTC_USDT')!, now)).toBe(0);
    expect(isInCountdown(pairRef('BTC_USDT')!, now)).toBe(false);
  });

  it('should answer coin details with supply figures and links', () => {
    const d = coinDetail('btc')!;
    expect(d).toMatchObject({ shortName: 'BTC', fullName: 'Bitcoin', maxSupply: '21000000', circulationProportion: '0.9390' });
    expect(d.explorer.length).toBeGreaterThan(0);
    expect(d.icon).toBe('/static/coins/btc.svg');
    expect(coinDetail('SHIB')!.circulationProportion).toBe('0.9991');
    expect(coinDetail('NOPE')).toBeUndefined();
  });

  it('should reference only existing pairs and tags from the content', () => {
    const tagIds = new Set(TAGS.map((t) => t.tagId));
    for (const p of PAIRS) for (const t of p.tags) expect(tagIds.has(t), `${p.symbol} tag ${t}`).toBe(true);
    for (const h of HOT_SEARCH) expect(pairRef(h.symbolId)!.symbol).toBe(h.symbol);
    for (const r of RECOMMENDED_PAIRS) expect(pairRef(r.tradingPairId)!.symbol).toBe(`${r.baseCoin}_${r.quoteCoin}`);
    for (const l of RISK_LIMITS) expect(pairRef(l.symbolId)).toBeDefined();
    for (const n of SYMBOL_NOTICES) if (n.symbolId !== 'All') expect(pairRef(n.symbolId)).toBeDefined();
    expect(SYMBOL_NOTICES.some((n) => n.symbolId === 'All')).toBe(true);
    expect(ANNOUNCEMENTS.length).toBeGreaterThanOrEqual(9);
    expect(ANNOUNCEMENTS.length % 3).toBe(0);
    expect(FEE_CLASS_RATES.B).toEqual({ maker: '0.0025', taker: '0.0025' });
  });
});
