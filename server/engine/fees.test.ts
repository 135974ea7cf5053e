import { describe, expect, it } from 'vitest';
import { feeOf, parseFees } from './fees';
import { parseRate } from './rate';
import { COINS, feeBalance, limit, makeEngine, order, placed, spot, USD } from './test-fixtures';
import type { EngineEvent, Fill } from './types';

const SELLER = 1;
const BUYER = 2;

describe('fee rates', () => {
  it.each([
    ['0.0025', 25, 10_000],
    ['0.00100', 1, 1_000],
    ['0', 0, 1],
    ['1', 1, 1],
    ['0.000000000001', 1, 1e12],
  ])('should parse %s exactly as %i/%i', (text, num, den) => {
    expect(parseRate(text)).toEqual({ num, den });
  });

  it.each(['-0.1', '1.5', 'abc', '', '0.1e-3', ' 0.1'])('should refuse %j', (text) => {
    expect(() => parseRate(text)).toThrow(RangeError);
  });

  it('should take the larger rate for the reserve, compared exactly', () => {
    expect(parseFees({ maker: '0.004', taker: '0.0025' }).max).toEqual({ num: 4, den: 1_000 });
    expect(parseFees({ maker: '0.001', taker: '0.00125' }).max).toEqual({ num: 125, den: 100_000 });
  });

  it('should round every fee up', () => {
    expect(feeOf(7_800_002, parseRate('0.0025'))).toBe(19_501); // 19,500.005
    expect(feeOf(6_000_000, parseRate('0.0025'))).toBe(15_000);
    expect(feeOf(1, parseRate('0.0025'))).toBe(1);
    expect(feeOf(1e15, parseRate('0.00777'))).toBe(7_770_000_000_000); // exact past 2^53 products
  });
});

/** Runs one trade: SELLER rests a sell, BUYER takes it; returns the fills and money moved. */
function trade(symbol: string, price: number, size: number, rates?: { seller?: [string, string]; buyer?: [string, string] }) {
  const { engine, events } = makeEngine();
  const [quote, base] = symbol === 'BTC_USDT' ? ['USDT', 'BTC'] : ['BTC', 'ETH'];
  engine.fund(SELLER, base, 10 ** 12);
  engine.fund(BUYER, quote, 10 ** 13);
  if (rates?.seller) engine.setFeeRates(SELLER, { maker: rates.seller[0], taker: rates.seller[1] });
  if (rates?.buyer) engine.setFeeRates(BUYER, { maker: rates.buyer[0], taker: rates.buyer[1] });
  const totals = COINS.map((c) => engine.total(c.coin));
  events.length = 0;
  placed(engine, limit(SELLER, 'sell', price, size, { symbol }));
  const taker = placed(engine, limit(BUYER, 'buy', price, size, { symbol }));
  expect(COINS.map((c) => engine.total(c.coin))).toEqual(totals);
  const fills = events.flatMap((e: EngineEvent) => (e.kind === 'fill' ? [e.fill] : []));
  const by = (side: string): Fill => fills.find((f) => f.side === side)!;
  return {
    buyerPaid: 10 ** 13 - spot(engine, BUYER, quote).available,
    buyerFrozen: spot(engine, BUYER, quote).frozen,
    sellerGot: spot(engine, SELLER, quote).available,
    baseMoved: spot(engine, BUYER, base).available,
    feeAccount: feeBalance(engine, quote),
    buy: by('buy'),
    sell: by('sell'),
    taker,
  };
}

describe('fee and notional arithmetic of a fill', () => {
  it('should charge both sides 0.25% on a round trade', () => {
    const t = trade('BTC_USDT', 6_000_000, 100_000); // 1 BTC at 60,000.00
    expect(t.buyerPaid).toBe(60_150_000_000);
    expect(t.sellerGot).toBe(59_850_000_000);
    expect(t.feeAccount).toBe(300_000_000);
    expect(t.baseMoved).toBe(100_000_000);
    expect([t.buy.notional, t.buy.fee, t.buy.role, t.sell.notional, t.sell.fee, t.sell.role]).toEqual([60_000_000_000, 150_000_000, 'taker', 60_000_000_000, 150_000_000, 'maker']);
    expect([t.taker.filledNotional, t.taker.fee, t.taker.feeCoin, t.buyerFrozen]).toEqual([60_000_000_000, 150_000_000, 'USDT', 0]);
  });

  it('should round the buyer up, the seller down, and give the dust to the fee account', () => {
    // 60,000.01 x 0.00013 BTC = 7.8000013 USDT: the buyer pays 7.800002, the seller gets 7.800001.
    const t = trade('BTC_USDT', 6_000_001, 13);
    expect([t.buy.notional, t.buy.fee]).toEqual([7_800_002, 19_501]); // 19,500.005 up
    expect([t.sell.notional, t.sell.fee]).toEqual([7_800_001, 19_501]); // 19,500.0025 up
    expect(t.buyerPaid).toBe(7_819_503);
    expect(t.sellerGot).toBe(7_780_500);
    expect(t.feeAccount).toBe(39_003); // 19,501 + 19,501 + 1 unit of rounding
  });

  it('should round at the quote scale of a coin-quoted pair (ETH_BTC, scale 10 -> 8)', () => {
    // 0.050001 BTC x 0.0013 ETH = 0.0000650013 BTC.
    const t = trade('ETH_BTC', 50_001, 13);
    expect([t.buy.notional, t.buy.fee, t.sell.notional, t.sell.fee]).toEqual([6_501, 17, 6_500, 17]);
    expect([t.buyerPaid, t.sellerGot, t.feeAccount, t.baseMoved]).toEqual([6_518, 6_483, 35, 130_000]);
  });

  it('should use each side role rate: taker buyer, maker seller', () => {
    const t = trade('BTC_USDT', 6_000_000, 100_000, { seller: ['0.001', '0.002'], buyer: ['0.003', '0.004'] });
    expect([t.buy.fee, t.sell.fee]).toEqual([240_000_000, 60_000_000]);
    expect(t.feeAccount).toBe(300_000_000);
  });

  it('should charge nothing to zero-rate users and still pass the rounding dust on', () => {
    const t = trade('BTC_USDT', 6_000_001, 13, { seller: ['0', '0'], buyer: ['0', '0'] });
    expect([t.buyerPaid, t.sellerGot, t.feeAccount]).toEqual([7_800_002, 7_800_001, 1]);
  });
});

describe('what a buy freezes and releases', () => {
  it('should freeze notional plus the taker fee for a limit buy and the maker fee for post-only', () => {
    const { engine } = makeEngine();
    engine.fund(BUYER, 'USDT', 1_000_000 * USD);
    engine.setFeeRates(BUYER, { maker: '0.001', taker: '0.002' });
    const l = placed(engine, limit(BUYER, 'buy', 6_000_000, 100_000));
    const pm = placed(engine, order(BUYER, 'buy', 'limit_maker', 6_000_000, 100_000));
    expect([l.frozen, pm.frozen]).toEqual([60_120_000_000, 60_060_000_000]);
    expect(spot(engine, BUYER, 'USDT').frozen).toBe(120_180_000_000);
  });

  it('should release what a limit buy saves by taking a better price', () => {
    const { engine } = makeEngine();
    engine.fund(SELLER, 'BTC', 10 ** 9);
    engine.fund(BUYER, 'USDT', 100_000 * USD);
    placed(engine, limit(SELLER, 'sell', 6_000_000, 100_000));
    const o = placed(engine, limit(BUYER, 'buy', 6_010_000, 100_000)); // froze 60,250.25
    expect([o.state, o.frozen]).toEqual(['COMPLETE', 0]);
    expect(spot(engine, BUYER, 'USDT')).toEqual({ available: 100_000 * USD - 60_150_000_000, frozen: 0 });
  });

  it('should keep exactly the reserve of its rest when a limit buy takes part and rests', () => {
    const { engine } = makeEngine();
    engine.fund(SELLER, 'BTC', 10 ** 9);
    engine.fund(BUYER, 'USDT', 100_000 * USD);
    placed(engine, limit(SELLER, 'sell', 6_000_000, 100_000));
    const o = placed(engine, limit(BUYER, 'buy', 6_010_000, 150_000)); // 1.5 BTC: 1 fills, 0.5 rests
    expect([o.state, o.frozen]).toEqual(['PARTIAL_COMPLETE', 30_050_000_000 + 75_125_000]);
    expect(spot(engine, BUYER, 'USDT').frozen).toBe(30_125_125_000);
  });

  it('should never charge a resting buy more than it froze, however its fills round', () => {
    // 20 lots at 60,000.01 froze 12.000002 + fee 0.030001 (0.030000005 up). Two fills of 10 lots
    // would each round their fee up to 0.015001; the second is capped at what is left.
    const { engine, events } = makeEngine();
    engine.fund(SELLER, 'BTC', 10 ** 9);
    engine.fund(BUYER, 'USDT', 100 * USD);
    const o = placed(engine, limit(BUYER, 'buy', 6_000_001, 20));
    expect(o.frozen).toBe(12_030_003);
    placed(engine, limit(SELLER, 'sell', 6_000_001, 10));
    expect(o.frozen).toBe(6_015_001);
    placed(engine, limit(SELLER, 'sell', 6_000_001, 10));
    const buyerFees = events.flatMap((e) => (e.kind === 'fill' && e.fill.userId === BUYER ? [e.fill.fee] : []));
    expect(buyerFees).toEqual([15_001, 15_000]);
    expect([o.state, o.fee, o.filledNotional, o.frozen]).toEqual(['COMPLETE', 30_001, 12_000_002, 0]);
    expect(spot(engine, BUYER, 'USDT').available).toBe(100 * USD - 12_030_003);
  });

  it('should spend a market buy budget level by level, fee included, and release the rest', () => {
    const { engine } = makeEngine();
    engine.fund(SELLER, 'BTC', 10 ** 9);
    engine.fund(BUYER, 'USDT', 1_000 * USD);
    placed(engine, limit(SELLER, 'sell', 6_000_000, 100));
    placed(engine, limit(SELLER, 'sell', 6_001_000, 100_000));
    // 100 lots at 60,000 cost 60 + 0.15; the 39.85 left buys 66 lots at 60,010 (39.6066 + 0.099017).
    const o = placed(engine, order(BUYER, 'buy', 'market', 0, 0, { notional: 100 * USD }));
    expect([o.state, o.filledSize, o.filledNotional, o.fee, o.frozen]).toEqual(['COMPLETE', 166, 99_606_600, 249_017, 0]);
    expect(spot(engine, BUYER, 'USDT')).toEqual({ available: 1_000 * USD - 99_855_617, frozen: 0 });
    expect(spot(engine, BUYER, 'BTC').available).toBe(166_000);
  });
});
