/**
 * The listed trading pairs over USDT, USDC, BTC and ETH. Data file: one compact row per pair;
 * `pair()` fills in the derived fields (name, minimum price = one tick, grouping steps).
 *
 * Precisions keep notional arithmetic safe: ticks x lots = notional x 10^(pp + cp), so on
 * dollar quotes pp + cp <= 8 leaves room for a $5M order at twice the anchor price under 2^53
 * (refdata.test.ts checks it on every pair). Anchors are realistic starting prices.
 */
import { formatUnitsTrim, parseUnits, pow10 } from '../../src/core/units';
import type { FeeClass, MarginRef, PairRef, PrecisionStep } from './refdata-types';

/** Tag ids, see TAGS in refdata-content.ts. */
const L1 = 1, DEFI = 2, MEME = 3, L2 = 4, PAY = 5, STABLE = 6, PLATFORM = 7, NEW = 8, INFRA = 9, STORAGE = 10;

/** Minimum order total per quote coin (about $5). */
const MIN_AMOUNT: Record<string, string> = { USDT: '5', USDC: '5', BTC: '0.0001', ETH: '0.002' };

/** Hourly borrow rate and borrow / repay minimums (about $10) per coin, for margin pairs. */
const LOAN_TERMS: Record<string, { rate: string; min: string; repayMin: string }> = {
  USDT: { rate: '0.0000045', min: '10', repayMin: '1' },
  BTC: { rate: '0.0000025', min: '0.0002', repayMin: '0.00002' },
  ETH: { rate: '0.000003', min: '0.004', repayMin: '0.0004' },
  BMX: { rate: '0.00001', min: '50', repayMin: '5' },
  BNB: { rate: '0.000005', min: '0.02', repayMin: '0.002' },
  SOL: { rate: '0.000006', min: '0.1', repayMin: '0.01' },
  XRP: { rate: '0.000006', min: '20', repayMin: '2' },
  ADA: { rate: '0.000006', min: '25', repayMin: '2.5' },
  DOGE: { rate: '0.000008', min: '100', repayMin: '10' },
  LTC: { rate: '0.000005', min: '0.15', repayMin: '0.015' },
  LINK: { rate: '0.000006', min: '1', repayMin: '0.1' },
};

interface Row {
  id: number;
  base: string;
  quote: string;
  anchor: string;
  pp: number;
  cp: number;
  minCount: string;
  vol: number;
  tags: number[];
  fee: FeeClass;
  /** Leverage (marginRatio) when the pair has isolated margin. */
  margin?: number;
  launch?: true;
  /** A price floor above one tick (real exchanges set one on some low-priced pairs). */
  minPrice?: string;
}

/** Grouping steps from one tick up by tens, at most 5, none coarser than a tenth of the price. */
function precisionList(anchorTicks: number, pp: number): PrecisionStep[] {
  const steps: PrecisionStep[] = [];
  for (let k = 0; steps.length < 5 && (k === 0 || pow10(k) * 10 <= anchorTicks); k++) {
    const decimals = pp - k;
    const desc = decimals >= 0 ? formatUnitsTrim(1, decimals) : String(pow10(-decimals));
    steps.push({ desc, val: String(decimals) });
  }
  return steps;
}

function marginOf(ratio: number, base: string, quote: string, baseScale: number, quoteScale: number): MarginRef {
  const b = LOAN_TERMS[base];
  const q = LOAN_TERMS[quote];
  return {
    marginRatio: ratio,
    liquidationRatio: 1.1,
    hourlyRate: { [base]: b.rate, [quote]: q.rate },
    borrowMin: { [base]: b.min, [quote]: q.min },
    repayMin: { [base]: b.repayMin, [quote]: q.repayMin },
    coinBorrowPrecision: baseScale,
    marketCoinBorrowPrecision: quoteScale,
  };
}

function pair(r: Row, scales: Record<string, number>): PairRef {
  const anchor = parseUnits(r.anchor, r.pp);
  if (!anchor.ok) throw new Error(`anchor ${r.anchor} of ${r.base}_${r.quote}: ${anchor.reason}`);
  const tick = formatUnitsTrim(1, r.pp);
  return {
    symbolId: r.id,
    symbol: `${r.base}_${r.quote}`,
    name: `${r.base}/${r.quote}`,
    base: r.base,
    quote: r.quote,
    pricePrecision: r.pp,
    countPrecision: r.cp,
    minBuyCount: r.minCount,
    minSellCount: r.minCount,
    minBuyAmount: MIN_AMOUNT[r.quote],
    minSellAmount: MIN_AMOUNT[r.quote],
    minBuyPrice: r.minPrice ?? tick,
    minSellPrice: r.minPrice ?? tick,
    precisionList: precisionList(anchor.value, r.pp),
    anchorPrice: r.anchor,
    volatility: r.vol,
    tags: r.tags,
    feeRateName: r.fee,
    upState: r.launch ? 0 : 1,
    isShow: true,
    ...(r.launch ? { launch: 'next-utc-day' as const } : {}),
    ...(r.margin ? { margin: marginOf(r.margin, r.base, r.quote, scales[r.base], scales[r.quote]) } : {}),
  };
}

const ROWS: Row[] = [
  // USDT
  { id: 1001, base: 'BTC', quote: 'USDT', anchor: '60000', pp: 2, cp: 6, minCount: '0.00001', vol: 0.03, tags: [L1, PAY], fee: 'A', margin: 10 },
  { id: 1002, base: 'ETH', quote: 'USDT', anchor: '2600', pp: 2, cp: 4, minCount: '0.0005', vol: 0.04, tags: [L1, INFRA], fee: 'A', margin: 10 },
  { id: 1003, base: 'BMX', quote: 'USDT', anchor: '0.25', pp: 4, cp: 1, minCount: '10', vol: 0.05, tags: [PLATFORM], fee: 'A', margin: 5 },
  { id: 1004, base: 'BNB', quote: 'USDT', anchor: '580', pp: 2, cp: 3, minCount: '0.001', vol: 0.035, tags: [L1, PLATFORM], fee: 'A', margin: 5 },
  { id: 1005, base: 'SOL', quote: 'USDT', anchor: '150', pp: 2, cp: 3, minCount: '0.01', vol: 0.05, tags: [L1], fee: 'A', margin: 10 },
  { id: 1006, base: 'XRP', quote: 'USDT', anchor: '0.52', pp: 4, cp: 1, minCount: '1', vol: 0.045, tags: [PAY], fee: 'B', margin: 5 },
  { id: 1007, base: 'ADA', quote: 'USDT', anchor: '0.45', pp: 4, cp: 1, minCount: '1', vol: 0.045, tags: [L1], fee: 'B', margin: 3 },
  { id: 1008, base: 'DOGE', quote: 'USDT', anchor: '0.12', pp: 5, cp: 0, minCount: '10', vol: 0.06, tags: [MEME, PAY], fee: 'B', margin: 5, minPrice: '0.001' },
  { id: 1009, base: 'TRX', quote: 'USDT', anchor: '0.12', pp: 5, cp: 1, minCount: '10', vol: 0.03, tags: [L1, PAY], fee: 'B' },
  { id: 1010, base: 'DOT', quote: 'USDT', anchor: '6.5', pp: 3, cp: 2, minCount: '0.1', vol: 0.05, tags: [L1, INFRA], fee: 'B' },
  { id: 1011, base: 'MATIC', quote: 'USDT', anchor: '0.55', pp: 4, cp: 1, minCount: '1', vol: 0.05, tags: [L2], fee: 'B' },
  { id: 1012, base: 'LTC', quote: 'USDT', anchor: '80', pp: 2, cp: 3, minCount: '0.01', vol: 0.04, tags: [PAY], fee: 'A', margin: 5 },
  { id: 1013, base: 'LINK', quote: 'USDT', anchor: '14', pp: 3, cp: 2, minCount: '0.1', vol: 0.05, tags: [DEFI, INFRA], fee: 'B', margin: 5 },
  { id: 1014, base: 'AVAX', quote: 'USDT', anchor: '30', pp: 3, cp: 2, minCount: '0.01', vol: 0.055, tags: [L1], fee: 'B' },
  { id: 1015, base: 'ATOM', quote: 'USDT', anchor: '8', pp: 3, cp: 2, minCount: '0.1', vol: 0.05, tags: [L1, INFRA], fee: 'B' },
  { id: 1016, base: 'UNI', quote: 'USDT', anchor: '9', pp: 3, cp: 2, minCount: '0.1', vol: 0.055, tags: [DEFI], fee: 'B' },
  { id: 1017, base: 'XLM', quote: 'USDT', anchor: '0.11', pp: 5, cp: 0, minCount: '10', vol: 0.04, tags: [PAY], fee: 'B' },
  { id: 1018, base: 'ETC', quote: 'USDT', anchor: '22', pp: 3, cp: 2, minCount: '0.01', vol: 0.045, tags: [L1], fee: 'B' },
  { id: 1019, base: 'FIL', quote: 'USDT', anchor: '5', pp: 3, cp: 2, minCount: '0.1', vol: 0.06, tags: [STORAGE], fee: 'C' },
  { id: 1020, base: 'NEAR', quote: 'USDT', anchor: '5.5', pp: 3, cp: 1, minCount: '0.1', vol: 0.06, tags: [L1], fee: 'B' },
  { id: 1021, base: 'APT', quote: 'USDT', anchor: '8', pp: 3, cp: 2, minCount: '0.1', vol: 0.06, tags: [L1], fee: 'B' },
  { id: 1022, base: 'ARB', quote: 'USDT', anchor: '0.8', pp: 4, cp: 1, minCount: '1', vol: 0.06, tags: [L2], fee: 'B' },
  { id: 1023, base: 'OP', quote: 'USDT', anchor: '1.8', pp: 4, cp: 2, minCount: '1', vol: 0.06, tags: [L2], fee: 'B' },
  { id: 1024, base: 'SHIB', quote: 'USDT', anchor: '0.00001812', pp: 8, cp: 0, minCount: '100000', vol: 0.07, tags: [MEME], fee: 'C' },
  { id: 1025, base: 'PEPE', quote: 'USDT', anchor: '0.0000095', pp: 8, cp: 0, minCount: '500000', vol: 0.09, tags: [MEME], fee: 'D' },
  { id: 1026, base: 'TON', quote: 'USDT', anchor: '5.5', pp: 3, cp: 2, minCount: '0.1', vol: 0.05, tags: [L1], fee: 'B' },
  { id: 1027, base: 'SUI', quote: 'USDT', anchor: '1', pp: 4, cp: 1, minCount: '1', vol: 0.07, tags: [L1], fee: 'C' },
  { id: 1028, base: 'INJ', quote: 'USDT', anchor: '22', pp: 3, cp: 2, minCount: '0.01', vol: 0.07, tags: [DEFI], fee: 'C' },
  { id: 1029, base: 'AAVE', quote: 'USDT', anchor: '95', pp: 2, cp: 3, minCount: '0.01', vol: 0.06, tags: [DEFI], fee: 'B' },
  { id: 1030, base: 'BCH', quote: 'USDT', anchor: '380', pp: 2, cp: 3, minCount: '0.01', vol: 0.045, tags: [PAY], fee: 'A' },
  { id: 1031, base: 'NOVA', quote: 'USDT', anchor: '0.5', pp: 4, cp: 1, minCount: '10', vol: 0.1, tags: [NEW, INFRA], fee: 'D', launch: true },
  // USDC
  { id: 1101, base: 'BTC', quote: 'USDC', anchor: '60000', pp: 2, cp: 6, minCount: '0.00001', vol: 0.03, tags: [L1, PAY], fee: 'A' },
  { id: 1102, base: 'ETH', quote: 'USDC', anchor: '2600', pp: 2, cp: 4, minCount: '0.0005', vol: 0.04, tags: [L1, INFRA], fee: 'A' },
  { id: 1103, base: 'SOL', quote: 'USDC', anchor: '150', pp: 2, cp: 3, minCount: '0.01', vol: 0.05, tags: [L1], fee: 'A' },
  { id: 1104, base: 'BMX', quote: 'USDC', anchor: '0.25', pp: 4, cp: 1, minCount: '10', vol: 0.05, tags: [PLATFORM], fee: 'A' },
  { id: 1105, base: 'XRP', quote: 'USDC', anchor: '0.52', pp: 4, cp: 1, minCount: '1', vol: 0.045, tags: [PAY], fee: 'B' },
  { id: 1106, base: 'DOGE', quote: 'USDC', anchor: '0.12', pp: 5, cp: 0, minCount: '10', vol: 0.06, tags: [MEME, PAY], fee: 'B' },
  { id: 1107, base: 'USDT', quote: 'USDC', anchor: '1', pp: 4, cp: 2, minCount: '1', vol: 0.0005, tags: [STABLE], fee: 'A' },
  // BTC
  { id: 1201, base: 'ETH', quote: 'BTC', anchor: '0.04333', pp: 5, cp: 4, minCount: '0.001', vol: 0.025, tags: [L1, INFRA], fee: 'A', margin: 5 },
  { id: 1202, base: 'BNB', quote: 'BTC', anchor: '0.009667', pp: 6, cp: 3, minCount: '0.01', vol: 0.03, tags: [L1, PLATFORM], fee: 'B' },
  { id: 1203, base: 'SOL', quote: 'BTC', anchor: '0.0025', pp: 7, cp: 2, minCount: '0.01', vol: 0.045, tags: [L1], fee: 'B' },
  { id: 1204, base: 'XRP', quote: 'BTC', anchor: '0.00000867', pp: 8, cp: 0, minCount: '1', vol: 0.04, tags: [PAY], fee: 'B' },
  { id: 1205, base: 'LTC', quote: 'BTC', anchor: '0.001333', pp: 6, cp: 2, minCount: '0.01', vol: 0.035, tags: [PAY], fee: 'B' },
  { id: 1206, base: 'LINK', quote: 'BTC', anchor: '0.0002333', pp: 7, cp: 2, minCount: '0.1', vol: 0.045, tags: [DEFI, INFRA], fee: 'B' },
  { id: 1207, base: 'DOGE', quote: 'BTC', anchor: '0.00000200', pp: 8, cp: 0, minCount: '10', vol: 0.055, tags: [MEME, PAY], fee: 'C' },
  // ETH
  { id: 1301, base: 'LINK', quote: 'ETH', anchor: '0.005385', pp: 6, cp: 2, minCount: '0.1', vol: 0.045, tags: [DEFI, INFRA], fee: 'B' },
  { id: 1302, base: 'UNI', quote: 'ETH', anchor: '0.003462', pp: 6, cp: 2, minCount: '0.1', vol: 0.05, tags: [DEFI], fee: 'B' },
  { id: 1303, base: 'AAVE', quote: 'ETH', anchor: '0.03654', pp: 5, cp: 3, minCount: '0.01', vol: 0.055, tags: [DEFI], fee: 'B' },
  { id: 1304, base: 'ARB', quote: 'ETH', anchor: '0.0003077', pp: 7, cp: 1, minCount: '1', vol: 0.055, tags: [L2], fee: 'B' },
  { id: 1305, base: 'OP', quote: 'ETH', anchor: '0.0006923', pp: 7, cp: 2, minCount: '1', vol: 0.055, tags: [L2], fee: 'B' },
  { id: 1306, base: 'BMX', quote: 'ETH', anchor: '0.00009615', pp: 8, cp: 1, minCount: '10', vol: 0.05, tags: [PLATFORM], fee: 'B' },
];

/** Builds the pair list; `scales` gives each coin's ledger scale (for borrow precisions). */
export function buildPairs(scales: Record<string, number>): PairRef[] {
  return ROWS.map((r) => pair(r, scales));
}
