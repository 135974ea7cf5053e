import { formatUnits } from '../../src/core/units';
import { coinRef, isInCountdown, pairOpenTime, tagsIn, type PairRef, type Tag } from '../market/refdata';
import { changeOf, type PairStats24h } from '../market/stats24h';

/** The tags by id with their names in a language (tagsIn), made once per language asked. */
const tagMaps = new Map<string, Map<number, Tag>>();
export function tagsById(language: string | undefined): Map<number, Tag> {
  const key = language ?? '';
  let map = tagMaps.get(key);
  if (map === undefined) {
    map = new Map(tagsIn(language).map((t) => [t.tagId, t]));
    if (tagMaps.size < 64) tagMaps.set(key, map); // any string may be asked: keep only a few
  }
  return map;
}

/**
 * One entry of GET /gw-api/ds/pairs: spec 001's symbol fields (trade page section 3, order
 * placement section 3). Prices are decimal strings at the pair's price precision, volumes at
 * its count precision; '' where there is no price yet (the client shows '--').
 */
export function pairView(p: PairRef, s: PairStats24h, now: number, tags: Map<number, Tag> = tagsById('en')) {
  const base = coinRef(p.base);
  const quote = coinRef(p.quote);
  const price = (ticks: number | undefined) => (ticks === undefined ? '' : formatUnits(ticks, p.pricePrecision));
  const change = changeOf(s.open, s.last);
  const countdown = isInCountdown(p, now);
  const m = p.margin;
  return {
    symbolId: p.symbolId,
    symbol: p.symbol,
    name: p.name,
    displayName: p.name,
    coinName: p.base,
    baseCoinFullName: base?.fullName ?? p.base,
    marketCoinName: p.quote,
    coinId: base?.coinId ?? 0,
    marketCoinId: quote?.coinId ?? 0,
    mc: p.quote,
    iconUrl: base?.detail.icon ?? '',
    /** 24 h volume in base coin, and in quote coin (qv). */
    v: formatUnits(s.volume, p.countPrecision),
    qv: formatUnits(s.notional, quote?.scale ?? 8),
    c: price(s.last),
    h: price(s.high),
    l: price(s.low),
    /** 24 h change in percent, 2 decimals ('-1.25'); fluctuation is the same as a fraction. */
    rate: change.rate,
    increase: change.increase,
    fluctuation: change.fluctuation,
    upState: countdown ? 0 : 1,
    openTime: pairOpenTime(p, now),
    isShow: p.isShow,
    pricePrecision: p.pricePrecision,
    countPrecision: p.countPrecision,
    currentPrecision: p.precisionList[0]?.val ?? String(p.pricePrecision),
    precisionList: p.precisionList,
    ts: p.tags.map((id) => tags.get(id)).filter((t): t is Tag => t !== undefined),
    tags: p.tags,
    minBuyCount: p.minBuyCount,
    minSellCount: p.minSellCount,
    minBuyAmount: p.minBuyAmount,
    minSellAmount: p.minSellAmount,
    minBuyPrice: p.minBuyPrice,
    minSellPrice: p.minSellPrice,
    feeRateName: p.feeRateName,
    leverageSymbolParam:
      m === undefined
        ? null
        : {
            marginRatio: m.marginRatio,
            liquidationRatio: m.liquidationRatio,
            coinBorrowPrecision: m.coinBorrowPrecision,
            marketCoinBorrowPrecision: m.marketCoinBorrowPrecision,
            coinUserBorrowMin: m.borrowMin[p.base],
            marketCoinUserBorrowMin: m.borrowMin[p.quote],
            coinUserRepayMin: m.repayMin[p.base],
            marketCoinUserRepayMin: m.repayMin[p.quote],
            coinHourlyRate: m.hourlyRate[p.base],
            marketCoinHourlyRate: m.hourlyRate[p.quote],
          },
  };
}

export type PairView = ReturnType<typeof pairView>;
