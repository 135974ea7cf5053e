/**
 * An interval's toolbar label in the page's language: '15' -> 15m, '240' -> 4H, '1D' -> 1D,
 * '1line' -> Line (the texts' units come from chart.json: interval.minutes and the like).
 */
import type { KlineIntervalName } from '../../protocol/intervals';

type Unit = 'interval.minutes' | 'interval.hours' | 'interval.days' | 'interval.weeks' | 'interval.months';
export type LabelTexts = (key: 'interval.line' | Unit, vars?: { n: number }) => string;

export function intervalLabel(i: KlineIntervalName, t: LabelTexts): string {
  if (i === '1line') return t('interval.line');
  const m = /^(\d+)([DWM]?)$/.exec(i);
  if (m === null) return i;
  const n = Number(m[1]);
  if (m[2] === 'D') return t('interval.days', { n });
  if (m[2] === 'W') return t('interval.weeks', { n });
  if (m[2] === 'M') return t('interval.months', { n });
  return n % 60 === 0 ? t('interval.hours', { n: n / 60 }) : t('interval.minutes', { n });
}
