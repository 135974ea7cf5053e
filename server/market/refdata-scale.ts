/**
 * A larger, generated reference set for measuring the page at a real exchange's scale (1,500 to
 * 2,000 pairs): MARKET_PAIRS=2000 lists that many pairs in all, the hand-written ones first and
 * generated ones after (docs/reference-set.md). Unset or 0 keeps the hand-written set alone.
 *
 * Generated coins are named from their index ('QAA', 'QAB', … four letters past 676), each over
 * USDT and, by turns, USDC, BTC and ETH. Prices spread over nine decades (0.00001 to 10,000
 * USD), precisions follow the price (about five significant digits; price + count decimals at
 * most 8 on dollar quotes, 12 on coin quotes, as the hand-written pairs), minimum counts are about
 * 5 USD. Tags, volatility and fee class are drawn from a fixed seed: every start lists the same
 * pairs with the same ids. No generated pair has margin.
 */
import { formatUnitsTrim, pow10 } from '../../src/core/units';
import { Prng } from './prng';
import type { CoinRef, FeeClass, PairRef, PrecisionStep } from './refdata-types';

/** The setting, read once at start. */
export function referenceSetSize(env: Record<string, string | undefined> = process.env): number {
  const raw = env.MARKET_PAIRS;
  if (raw === undefined || raw === '' || raw === '0') return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 5000) throw new Error(`MARKET_PAIRS must be a whole number from 0 to 5000, got ${raw}`);
  return n;
}

const FIRST_COIN_ID = 1000;
const FIRST_SYMBOL_ID = 5001;
const MIN_AMOUNT: Record<string, string> = { USDT: '5', USDC: '5', BTC: '0.0001', ETH: '0.002' };
const QUOTE_USD: Record<string, number> = { USDT: 1, USDC: 1, BTC: 60000, ETH: 2600 };
const SUFFIXES = ['Network', 'Protocol', 'Chain', 'Finance', 'Token', 'Labs', 'Coin', 'DAO'];
const FEES: FeeClass[] = ['B', 'C', 'D'];
const TAG_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const COIN_SCALE = 8;

/** 'QAA', 'QAB', … 'QZZ', then 'QAAA' …: letters only, never a hand-written coin's name. */
function coinName(i: number): string {
  const A = 65;
  if (i < 676) return `Q${String.fromCharCode(A + Math.floor(i / 26), A + (i % 26))}`;
  const j = i - 676;
  return `Q${String.fromCharCode(A + Math.floor(j / 676) % 26, A + Math.floor(j / 26) % 26, A + (j % 26))}`;
}

function precisionList(anchorTicks: number, pp: number): PrecisionStep[] {
  const steps: PrecisionStep[] = [];
  for (let k = 0; steps.length < 5 && (k === 0 || pow10(k) * 10 <= anchorTicks); k++) {
    const decimals = pp - k;
    steps.push({ desc: decimals >= 0 ? formatUnitsTrim(1, decimals) : String(pow10(-decimals)), val: String(decimals) });
  }
  return steps;
}

function coin(i: number, rng: Prng): CoinRef {
  const name = coinName(i);
  const fullName = `${name.slice(0, 1)}${name.slice(1).toLowerCase()} ${SUFFIXES[rng.int(SUFFIXES.length)]}`;
  const lower = name.toLowerCase();
  const supply = String(1_000_000 * (1 + rng.int(10_000)));
  return {
    coin: name,
    coinId: FIRST_COIN_ID + i,
    scale: COIN_SCALE,
    fullName,
    withdrawPrecision: 6,
    detail: {
      shortName: name, fullName, circulating: supply, circulationProportion: '1.0000', totalSupply: supply, maxSupply: supply,
      explorer: [`https://explorer.example/${lower}`], websiteUrl: `https://${lower}.example`, whitePaperUrl: `https://${lower}.example/whitepaper.pdf`,
      sourceCode: `https://github.com/${lower}`, reddit: '', facebook: '', twitter: `https://twitter.com/${lower}`, discord: '',
      projectDetailedIntroduction: `${fullName} is a generated coin of the large reference set.`, icon: '',
    },
  };
}

function pair(id: number, base: string, quote: string, usd: number, rng: Prng): PairRef {
  const price = usd / QUOTE_USD[quote];
  // ticks x lots = notional x 10^(pp + cp): a $10M notional stays a safe integer with pp + cp <= 8
  // on dollar quotes; on coin quotes (83 BTC is $5M) up to 12 (refdata.test.ts checks both)
  const dollar = quote === 'USDT' || quote === 'USDC';
  const pp = Math.min(dollar ? 8 : 12, Math.max(0, 4 - Math.floor(Math.log10(price))));
  const cp = Math.max(0, Math.min(6, (dollar ? 8 : 9) - pp));
  const ticks = Math.max(1, Math.round(price * pow10(pp)));
  const minLots = Math.max(1, Math.min(pow10(cp + 6), pow10(Math.max(0, Math.ceil(Math.log10((5 / usd) * pow10(cp)))))));
  const tick = formatUnitsTrim(1, pp);
  const tags = [TAG_IDS[rng.int(TAG_IDS.length)]];
  if (rng.chance(0.3)) tags.push(TAG_IDS[rng.int(TAG_IDS.length)]);
  return {
    symbolId: id, symbol: `${base}_${quote}`, name: `${base}/${quote}`, base, quote, pricePrecision: pp, countPrecision: cp,
    minBuyCount: formatUnitsTrim(minLots, cp), minSellCount: formatUnitsTrim(minLots, cp),
    minBuyAmount: MIN_AMOUNT[quote], minSellAmount: MIN_AMOUNT[quote], minBuyPrice: tick, minSellPrice: tick,
    precisionList: precisionList(ticks, pp), anchorPrice: formatUnitsTrim(ticks, pp), volatility: rng.range(0.03, 0.1),
    tags: [...new Set(tags)], feeRateName: FEES[rng.int(FEES.length)], upState: 1, isShow: true,
  };
}

/** `extra` generated pairs and the coins they need. */
export function generateReferenceSet(extra: number, seed = 22): { coins: CoinRef[]; pairs: PairRef[] } {
  const rng = new Prng(seed);
  const coins: CoinRef[] = [];
  const pairs: PairRef[] = [];
  for (let i = 0; pairs.length < extra; i++) {
    const c = coin(i, rng);
    coins.push(c);
    const usd = 10 ** rng.range(-5, 4);
    const quotes = ['USDT', ...(i % 2 === 0 ? ['USDC'] : []), ...(i % 3 === 0 ? ['BTC'] : []), ...(i % 5 === 0 ? ['ETH'] : [])];
    for (const q of quotes) if (pairs.length < extra) pairs.push(pair(FIRST_SYMBOL_ID + pairs.length, c.coin, q, usd, rng));
  }
  return { coins, pairs };
}
