/**
 * The chart's time axis in the page's language: uPlot's own labels are English templates
 * ("12am", "11/28/26") in every locale. The unit follows the step between labels, as uPlot's
 * do: times of day (24-hour, as exchanges' charts show them) with the date under the first label
 * and under each one on a new day; dates with the year under the first and each new year;
 * months; years. Month names and the order of day and month are the language's (Intl), digits
 * Latin (i18n/locales.ts intlTag). Times are the browser's local time, as the crosshair's.
 * Pure: seconds and a locale in, texts out; formatters are made once per locale and unit.
 */
import { intlTag } from '../../i18n/locales';

const DAY_S = 86_400;

type Unit = 'second' | 'minute' | 'day' | 'month' | 'year';

const OPTIONS: Record<Unit, Intl.DateTimeFormatOptions> = {
  second: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  minute: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { month: 'short', day: 'numeric' },
  month: { month: 'short' },
  year: { year: 'numeric' },
};

/** The unit above each: what the second line names when it changes. */
const ABOVE: Record<Unit, Unit | null> = { second: 'day', minute: 'day', day: 'year', month: 'year', year: null };

/**
 * A locale and unit's formatter and its texts kept by time: a pan repaints the axis ~40 times a
 * second with the same round times sliding across, and an Intl format is microseconds each (more
 * at a 4x throttle). Looked up once per axis paint, not per label.
 */
interface Kept {
  format: Intl.DateTimeFormat;
  texts: Map<number, string>;
}
const kept = new Map<string, Kept>();
const TEXTS_KEPT = 4_000;

function keptFor(locale: string, unit: Unit): Kept {
  const key = `${locale}|${unit}`;
  let k = kept.get(key);
  if (k === undefined) kept.set(key, (k = { format: new Intl.DateTimeFormat(intlTag(locale), OPTIONS[unit]), texts: new Map() }));
  return k;
}

/** The text of time `s` (seconds, `d` its Date). */
function text(k: Kept, d: Date, s: number): string {
  let t = k.texts.get(s);
  if (t === undefined) {
    if (k.texts.size >= TEXTS_KEPT) k.texts.clear();
    k.texts.set(s, (t = k.format.format(d)));
  }
  return t;
}

/** The unit of labels `stepSec` apart. */
export function timeUnit(stepSec: number): Unit {
  if (stepSec < 60) return 'second';
  if (stepSec < DAY_S) return 'minute';
  if (stepSec < 28 * DAY_S) return 'day';
  if (stepSec < 365 * DAY_S) return 'month';
  return 'year';
}

/** The local calendar key a unit changes on (day: the date; year: the year). */
function period(d: Date, unit: Unit): number {
  return unit === 'day' ? d.getFullYear() * 10_000 + d.getMonth() * 100 + d.getDate() : d.getFullYear();
}

/** Labels for split times `splitsSec` (seconds) `stepSec` apart, in `locale`. */
export function timeLabels(splitsSec: readonly number[], stepSec: number, locale: string): string[] {
  const unit = timeUnit(stepSec);
  const above = ABOVE[unit];
  const main = keptFor(locale, unit);
  const second = above === null ? null : keptFor(locale, above);
  let last: number | null = null;
  return splitsSec.map((s) => {
    const d = new Date(s * 1000);
    const first = text(main, d, s);
    if (above === null || second === null) return first;
    const p = period(d, above);
    const changed = p !== last;
    last = p;
    return changed ? `${first}\n${text(second, d, s)}` : first;
  });
}
