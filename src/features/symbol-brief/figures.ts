/**
 * The figures of the pair's ticker strip (spec trade page section 2, "Pair ticker header"),
 * beside its live last price: 24 h change (coloured by its sign), high, low, volume in the
 * base coin and turnover in the quote coin. Pure: the pair row of GET /ds/pairs comes in, the
 * texts to show go out.
 */
import { formatChangePercent } from '../../core/format';
import { shortVolume } from '../market-list/volume-text';

export type FigureKey = 'change' | 'high' | 'low' | 'volume' | 'turnover';

export interface Figure {
  key: FigureKey;
  value: string;
  /** 'up' or 'down' for the change; none for the others. */
  tone?: 'up' | 'down';
}

/** The pair fields the strip reads; `qv` (24 h volume in the quote coin) may be missing. */
export interface FigureSource {
  h: string;
  l: string;
  v: string;
  fluctuation: string;
  qv?: unknown;
}

const priceOrDash = (p: string) => (p === '' ? '--' : p);

export function pairFigures(p: FigureSource): Figure[] {
  const change = formatChangePercent(p.fluctuation);
  const tone = change.startsWith('-') ? 'down' : change.startsWith('+') ? 'up' : undefined;
  return [
    { key: 'change', value: change, ...(tone === undefined ? {} : { tone }) },
    { key: 'high', value: priceOrDash(p.h) },
    { key: 'low', value: priceOrDash(p.l) },
    { key: 'volume', value: shortVolume(p.v) },
    { key: 'turnover', value: typeof p.qv === 'string' ? shortVolume(p.qv) : '--' },
  ];
}
