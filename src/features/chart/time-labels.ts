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

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, unit: Unit): Intl.DateTimeFormat {
  const key = `${locale}|${unit}`;
  let f = formats.get(key);
  if (f === undefined) formats.set(key, (f = new Intl.DateTimeFormat(intlTag(locale), OPTIONS[unit])));
  return f;
}

/**
 * Texts by locale, unit and time: a pan repaints the axis ~40 times a second with the same round
 * times sliding across, and an Intl format is microseconds each (more at a 4x throttle).
 */
const texts = new Map<string, string>();
const TEXTS_KEPT = 4_000;

function text(locale: string, unit: Unit, d: Date, s: number): string {
  const key = `${locale}|${unit}|${s}`;
  let t = texts.get(key);
  if (t === undefined) {
    if (texts.size >= TEXTS_KEPT) texts.clear();
    texts.set(key, (t = format(locale, unit).format(d)));
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
  let last: number | null = null;
  return splitsSec.map((s) => {
    const d = new Date(s * 1000);
    const main = text(locale, unit, d, s);
    if (above === null) return main;
    const p = period(d, above);
    const changed = p !== last;
    last = p;
    return changed ? `${main}\n${text(locale, above, d, s)}` : main;
  });
}
