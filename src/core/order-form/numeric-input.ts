/**
 * The numeric input rules of spec order-placement section 5, as string -> string functions the
 * input component calls on every change, key press and blur. Nothing here rounds up: extra
 * decimals are cut, so a value never grows past what the trader typed.
 */
import {
  INPUT_DEFAULT_PRECISION,
  PERCENT_DECIMALS,
  PERCENT_MAX,
  REGEX_MODE_DEFAULT_DECIMALS,
  UNLIMITED_PRECISION,
} from './constants';
import { formatUnits, parseUnitsDown, pow10 } from '../units';
import type { Field, Precisions } from './types';

export interface NumericOptions {
  /** Decimals kept: 0 is integer mode, -1 unlimited; default 6. */
  precision?: number;
  /** Integer-only mode, whatever the precision. */
  integer?: boolean;
  /** Keep leading zeros ('007') instead of collapsing them to one digit. */
  allowLeadingZero?: boolean;
}

function decimalsOf(o: NumericOptions): number {
  if (o.integer === true) return 0;
  return o.precision ?? INPUT_DEFAULT_PRECISION;
}

/**
 * Filters a typed or pasted value: digits and the first dot only (a paste of '1,234.5e3' keeps
 * '1234.53'), a leading dot gets a 0 ('.5' -> '0.5'), leading zeros collapse ('007' -> '7',
 * '00.5' -> '0.5') unless allowed, and decimals past the precision are cut. Integer mode
 * (precision 0 or the integer flag) is no exception: '12.9' -> '12.', the dot kept while typing
 * like any trailing dot, so a digit typed after it is a cut decimal and never joins the integer
 * part ('12.5' must not become '125'); blurNumeric removes it.
 */
export function filterNumeric(text: string, options: NumericOptions = {}): string {
  const decimals = decimalsOf(options);
  const cleaned = text.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  let whole = dot < 0 ? cleaned : cleaned.slice(0, dot);
  let frac = dot < 0 ? null : cleaned.slice(dot + 1).replace(/\./g, '');
  if (options.allowLeadingZero !== true) whole = whole.replace(/^0+(?=\d)/, '');
  if (frac !== null && whole === '') whole = '0';
  if (frac !== null && decimals !== UNLIMITED_PRECISION) frac = frac.slice(0, decimals);
  return frac === null ? whole : `${whole}.${frac}`;
}

/** True when `text` carries more decimals than the precision keeps (filterNumeric would cut some). */
function cutsDecimals(text: string, options: NumericOptions): boolean {
  const decimals = decimalsOf(options);
  const cleaned = text.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return decimals !== UNLIMITED_PRECISION && dot >= 0 && cleaned.slice(dot + 1).replace(/\./g, '').length > decimals;
}

/** The value after inserting `inserted` over the selection [start, end) of `value`, filtered. */
export function insertNumeric(value: string, start: number, end: number, inserted: string, options: NumericOptions = {}): string {
  return filterNumeric(value.slice(0, start) + inserted + value.slice(end), options);
}

/**
 * A change typed into a field showing `prev`: `raw` is the field's text after it (the input's
 * change event). One key is one character more: a comma typed is the decimal point (the decimal
 * key of most European keyboards types one), and a digit that would land past the precision is
 * refused, so the value stays as it was ('1.23' with a 5 typed after the dot stays '1.23', never
 * '1.52'). Anything else (a key typed over a selection, a deletion, a drop, an autofill) is
 * what changed between `prev` and `raw` put in as a paste (pasteNumeric): a comma typed over a
 * selection is the decimal point too ('.5' of '12.5' replaced by ',' gives '12.', not '12').
 */
export function typeNumeric(prev: string, raw: string, options: NumericOptions = {}, filter: (text: string) => string = (t) => filterNumeric(t, options)): string {
  if (raw.length !== prev.length + 1) {
    let head = 0;
    while (head < prev.length && head < raw.length && prev[head] === raw[head]) head++;
    let tail = 0;
    while (tail < prev.length - head && tail < raw.length - head && prev[prev.length - 1 - tail] === raw[raw.length - 1 - tail]) tail++;
    return pasteNumeric(prev, head, prev.length - tail, raw.slice(head, raw.length - tail), options, filter);
  }
  let at = 0;
  while (at < prev.length && prev[at] === raw[at]) at++;
  const key = raw[at] === ',' ? '.' : raw[at];
  const text = raw.slice(0, at) + key + raw.slice(at + 1);
  if (/\d/.test(key) && cutsDecimals(text, options)) return prev;
  return filter(text);
}

/** Digits in groups of three after a first group of one to three (not starting with 0), split by `sep`. */
function groupedBy(digits: string, sep: ',' | '.'): boolean {
  return new RegExp(`^[1-9]\\d{0,2}(?:\\${sep}\\d{3})+$`).test(digits);
}

/**
 * The separators of a pasted number read as a trader means them (docs/decisions.md), as digits
 * and at most one dot; null when nobody could tell which is meant. Everything but digits, commas
 * and dots is dropped first (spaces, a currency). Then:
 * - both ',' and '.': the last of them is the decimal separator, the other one a thousands
 *   separator between groups of three ('1,234.56', '1.234,56' -> '1234.56');
 * - commas only: commas between groups of three are thousands separators ('7,000',
 *   '1,234,567'); otherwise a single comma is the decimal point ('12,5' -> '12.5', '0,500');
 * - dots only: one dot is the decimal point.
 * Anything else ('1,23,4', '1.234.567', '12.34,5') is refused: dropping a separator would
 * move the digits after it, a tenfold or thousandfold order.
 */
export function readPastedNumber(pasted: string): string | null {
  const s = pasted.replace(/[^\d.,]/g, '');
  const dot = s.lastIndexOf('.');
  const comma = s.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) {
    const at = Math.max(dot, comma);
    const [decimal, thousands] = dot > comma ? ['.', ','] as const : [',', '.'] as const;
    const whole = s.slice(0, at);
    const frac = s.slice(at + 1);
    if (whole.includes(decimal) || frac.includes(thousands) || !groupedBy(whole, thousands)) return null;
    return `${whole.split(thousands).join('')}.${frac}`;
  }
  if (comma >= 0) {
    if (groupedBy(s, ',')) return s.replace(/,/g, '');
    return s.indexOf(',') === comma ? s.replace(',', '.') : null;
  }
  return s.indexOf('.') === dot ? s : null;
}

/**
 * A paste of `pasted` over the selection [start, end) of `value`: its separators read by
 * readPastedNumber (the decimal point may be a comma), the result cut at the precision. A
 * pasted value whose decimals were all cut keeps no dot ('12.5' at precision 0 -> '12'): it is
 * a whole value, not one being typed. A paste whose separators cannot be read, or that brings a
 * decimal point to a value that keeps its own, changes nothing: the field stays as it was.
 */
export function pasteNumeric(value: string, start: number, end: number, pasted: string, options: NumericOptions = {}, filter: (text: string) => string = (t) => filterNumeric(t, options)): string {
  const number = readPastedNumber(pasted);
  const before = value.slice(0, start);
  const after = value.slice(end);
  if (number === null || (number.includes('.') && (before + after).includes('.'))) return value;
  const merged = before + number + after;
  const out = filter(merged);
  return out.endsWith('.') && cutsDecimals(merged, options) ? out.slice(0, -1) : out;
}

/** On blur: a trailing dot goes ('12.' -> '12'; a lone '.' or '0.' -> '0'). */
export function blurNumeric(value: string): string {
  return value.endsWith('.') ? value.slice(0, -1) || '0' : value;
}

/**
 * Arrow up (+1) or down (-1): one unit of the precision (0.01 at precision 2, 1 in integer
 * mode; with unlimited precision, one unit of the value's own last decimal). Never below 0; an
 * empty value counts as 0. The result shows every decimal of the precision ('1.5' up at 2 ->
 * '1.51').
 */
export function stepNumeric(value: string, direction: 1 | -1, options: NumericOptions = {}): string {
  let decimals = decimalsOf(options);
  if (decimals === UNLIMITED_PRECISION) decimals = value.includes('.') ? value.length - value.indexOf('.') - 1 : 0;
  const parsed = parseUnitsDown(value === '' || value === '.' ? '0' : blurNumeric(value), decimals);
  if (!parsed.ok) return value;
  const next = Math.max(0, parsed.value + direction);
  return Number.isSafeInteger(next) ? formatUnits(next, decimals) : value;
}

/** The input precision of a form field: prices and totals at the price precision, amounts at the count precision. */
export function fieldPrecision(field: Field, p: Precisions): number {
  if (field === 'amount') return p.count;
  if (field === 'total') return p.total;
  return p.price;
}

/**
 * Percent entry: filtered at two decimals, capped at 100 ('150' -> '100'). Returns the text to
 * show; readPercent turns it into hundredths of a percent.
 */
export function filterPercent(text: string): string {
  const v = filterNumeric(text, { precision: PERCENT_DECIMALS });
  const p = parseUnitsDown(blurNumeric(v), PERCENT_DECIMALS);
  return p.ok && p.value > PERCENT_MAX * 100 ? String(PERCENT_MAX) : v;
}

/** A percent text as hundredths of a percent (0..10000), rounded down and capped; 0 when empty. */
export function readPercent(text: string): number {
  const p = parseUnitsDown(blurNumeric(text === '' ? '0' : text), PERCENT_DECIMALS);
  if (!p.ok) return 0;
  return Math.min(p.value, PERCENT_MAX * pow10(PERCENT_DECIMALS));
}

/**
 * The regex mode of section 5: digits with optional decimals (at most `decimals`, default 2),
 * an optional leading minus and an optional trailing percent sign ('-12.5%').
 */
export function regexModeAccepts(text: string, decimals: number = REGEX_MODE_DEFAULT_DECIMALS): boolean {
  const frac = decimals > 0 ? `(?:\\.\\d{1,${decimals}})?` : '';
  return new RegExp(`^-?\\d+${frac}%?$`).test(text);
}
