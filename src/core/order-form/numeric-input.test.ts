import { describe, expect, it } from 'vitest';
import {
  blurNumeric,
  fieldPrecision,
  filterNumeric,
  filterPercent,
  insertNumeric,
  pasteNumeric,
  readPercent,
  regexModeAccepts,
  stepNumeric,
  typeNumeric,
  type NumericOptions,
} from './numeric-input';

describe('filterNumeric', () => {
  it.each<[string, NumericOptions, string]>([
    // digits and one dot; the default precision is 6
    ['12.3456789', {}, '12.345678'],
    ['1.2.3', { precision: 2 }, '1.23'],
    ['1..', { precision: 2 }, '1.'],
    ['abc', {}, ''],
    ['', {}, ''],
    // paste filter: only digits and the first dot survive
    ['1,234.5e3', { precision: 2 }, '1234.53'],
    ['-5', { precision: 2 }, '5'],
    [' 60 000.129 USDT', { precision: 2 }, '60000.12'],
    // precision cut rounds down, never up
    ['0.999', { precision: 2 }, '0.99'],
    ['0.00001', { precision: 4 }, '0.0000'],
    // integer mode (precision 0 or the integer flag): decimals are cut like any others; the dot
    // stays while typing, so a digit typed after it can never join the integer part
    ['12.9', { precision: 0 }, '12.'],
    ['12.', { precision: 0 }, '12.'],
    ['12.9', { precision: 4, integer: true }, '12.'],
    ['.5', { precision: 0 }, '0.'],
    // unlimited precision
    ['0.123456789012', { precision: -1 }, '0.123456789012'],
    // leading zeros collapse unless allowed; a leading dot gets a zero
    ['007', {}, '7'],
    ['000', {}, '0'],
    ['00.5', {}, '0.5'],
    ['0.05', {}, '0.05'],
    ['.5', {}, '0.5'],
    ['.', {}, '0.'],
    ['007', { allowLeadingZero: true }, '007'],
    // a trailing dot is kept while typing
    ['12.', { precision: 2 }, '12.'],
  ])('should filter %j with %j to %j', (text, options, want) => {
    expect(filterNumeric(text, options)).toBe(want);
  });
});

describe('insertNumeric', () => {
  it.each<[string, number, number, string, NumericOptions, string]>([
    ['12', 2, 2, '.5', { precision: 2 }, '12.5'],
    ['12.5', 4, 4, '.', { precision: 2 }, '12.5'], // a second dot is dropped
    ['12.50', 0, 5, '7,000.123', { precision: 2 }, '7000.12'], // paste over the selection
    ['12345', 1, 1, '.', { precision: 2 }, '1.23'], // a dot typed inside cuts to the precision
    ['5', 0, 0, '0', {}, '5'], // a zero typed in front is a leading zero
  ])('should turn %j with [%i,%i) replaced by %j (%j) into %j', (value, start, end, inserted, options, want) => {
    expect(insertNumeric(value, start, end, inserted, options)).toBe(want);
  });
});

/** Types `keys` one by one at the end of an empty field, as the input's change events see them. */
function typeAll(keys: string, options: NumericOptions): string {
  let value = '';
  for (const k of keys) value = typeNumeric(value, value + k, options);
  return blurNumeric(value);
}

describe('typeNumeric', () => {
  it.each<[string, NumericOptions, string]>([
    // digits typed past the precision never move the ones before them (issue 17 item 1)
    ['12.5', { precision: 0 }, '12'],
    ['12.53', { precision: 0 }, '12'],
    ['12.5', { integer: true }, '12'],
    ['0.5', { precision: 0 }, '0'],
    ['1.2345', { precision: 2 }, '1.23'],
    ['0.123456789', { precision: 8 }, '0.12345678'],
    ['0.123456789', {}, '0.123456'],
    ['7.123', { precision: -1 }, '7.123'],
    // the decimal key of most European layouts types a comma: it is the decimal point
    ['12,5', { precision: 2 }, '12.5'],
    ['12,5', { precision: 0 }, '12'],
    ['1.2,5', { precision: 2 }, '1.25'],
    ['1a2.3.456', { precision: 2 }, '12.34'],
  ])('should turn %j typed key by key (%j) into %j once the field is left', (keys, options, want) => {
    expect(typeAll(keys, options)).toBe(want);
  });

  it.each<[string, string, NumericOptions, string]>([
    ['12.', '12.5', { precision: 0 }, '12.'], // shown while typing; the dot goes on blur
    ['1.23', '1.523', { precision: 2 }, '1.23'], // a digit typed into a full decimal part is refused
    ['1.23', '19.23', { precision: 2 }, '19.23'], // the integer part takes digits anywhere
    ['12345', '1.2345', { precision: 2 }, '1.23'], // a dot typed inside cuts to the precision
    ['100', '1005', { precision: 2 }, '1005'],
    ['12', '', { precision: 2 }, ''],
    // a key typed over a selection: '.5' of '12.5' replaced by a comma is the decimal point
    ['12.5', '12,', { precision: 2 }, '12.'],
    ['12.', '12.7', { precision: 2 }, '12.7'],
    ['12.5', '1,', { precision: 2 }, '1.'],
    ['125', '1,5', { precision: 2 }, '1.5'], // '2' replaced by a comma
  ])('should turn %j into %j after one key (%j) as %j', (prev, raw, options, want) => {
    expect(typeNumeric(prev, raw, options)).toBe(want);
  });

  it('should read a comma typed over a selection as the decimal point: 12.5, select .5, type ,7 -> 12.7', () => {
    const afterComma = typeNumeric('12.5', '12,', { precision: 2 });
    expect(typeNumeric(afterComma, `${afterComma}7`, { precision: 2 })).toBe('12.7');
  });

  it('should run a custom filter over what is typed (the percent entry caps at 100)', () => {
    expect(typeNumeric('100', '1005', { precision: 2 }, filterPercent)).toBe('100');
    expect(typeNumeric('33.1', '33.15', { precision: 2 }, filterPercent)).toBe('33.15');
    expect(typeNumeric('33.15', '33.155', { precision: 2 }, filterPercent)).toBe('33.15');
  });
});

describe('pasteNumeric', () => {
  it.each<[string, number, number, string, NumericOptions, string]>([
    ['', 0, 0, '12.5', { precision: 0 }, '12'], // a pasted whole value keeps no dangling dot
    ['', 0, 0, '12.', { precision: 0 }, '12.'],
    ['', 0, 0, ' 1,234.5678999 BTC', {}, '1234.567899'],
    ['12', 2, 2, '.5', { precision: 2 }, '12.5'],
    ['12.50', 0, 5, '7,000.123', { precision: 2 }, '7000.12'],
    // a decimal comma is read as one, never dropped (a dropped one made 12,5 a tenfold 125)
    ['', 0, 0, '12,5', { precision: 2 }, '12.5'],
    ['', 0, 0, '12,5', { precision: 0 }, '12'],
    ['', 0, 0, '0,500', { precision: 3 }, '0.500'],
    ['', 0, 0, '1.234,56', { precision: 2 }, '1234.56'],
    ['', 0, 0, '1 234,56 €', { precision: 2 }, '1234.56'],
    ['', 0, 0, '1,234.56', { precision: 2 }, '1234.56'],
    ['', 0, 0, '7,000', { precision: 2 }, '7000'],
    ['', 0, 0, '1,234,567', { precision: 2 }, '1234567'],
    ['12', 2, 2, ',5', { precision: 2 }, '12.5'],
  ])('should paste into %j over [%i,%i) the text %j (%j) as %j', (value, start, end, text, options, want) => {
    expect(pasteNumeric(value, start, end, text, options)).toBe(want);
  });

  it.each<[string, string]>([
    ['9', '1,23,4'], // commas neither in thousands groups nor a single decimal comma
    ['9', '1.234.567'], // thousands dots or a slip: nobody can tell
    ['9', '12.34,5'], // a thousands dot before a group of two
    ['9', '1,234.5,6'], // a thousands comma after the decimal point
    ['9.5', '.5'], // a second decimal point
  ])('should refuse a paste into %j of %j whose separators cannot be read, keeping the field', (value, text) => {
    expect(pasteNumeric(value, value.length, value.length, text, { precision: 2 })).toBe(value);
  });
});

describe('blurNumeric', () => {
  it.each([
    ['12.', '12'],
    ['0.', '0'],
    ['12.5', '12.5'],
    ['', ''],
    ['7', '7'],
  ])('should turn %j into %j on blur', (value, want) => expect(blurNumeric(value)).toBe(want));
});

describe('stepNumeric', () => {
  it.each<[string, 1 | -1, NumericOptions, string]>([
    ['1.5', 1, { precision: 2 }, '1.51'],
    ['1.5', -1, { precision: 2 }, '1.49'],
    ['', 1, { precision: 2 }, '0.01'],
    ['', 1, {}, '0.000001'],
    ['0.01', -1, { precision: 2 }, '0.00'],
    ['0', -1, { precision: 2 }, '0.00'], // never below 0
    ['', -1, { precision: 0 }, '0'],
    ['9', 1, { precision: 0 }, '10'],
    ['3', -1, { integer: true }, '2'],
    ['12.', 1, { precision: 2 }, '12.01'],
    ['1.239', 1, { precision: 2 }, '1.24'], // cut down first, then stepped
    ['1.25', 1, { precision: -1 }, '1.26'], // unlimited: the value's own last decimal
    ['4', -1, { precision: -1 }, '3'],
  ])('should step %j by %i (%j) to %j', (value, dir, options, want) => {
    expect(stepNumeric(value, dir, options)).toBe(want);
  });
});

describe('percent entry', () => {
  it.each([
    ['50', '50', 5000],
    ['33.333', '33.33', 3333],
    ['150', '100', 10000],
    ['100.5', '100', 10000],
    ['100.', '100.', 10000],
    ['0', '0', 0],
    ['', '', 0],
    ['12.5%', '12.5', 1250],
  ])('should show %j as %j worth %i hundredths', (text, shown, hundredths) => {
    expect(filterPercent(text)).toBe(shown);
    expect(readPercent(filterPercent(text))).toBe(hundredths);
  });
});

describe('regexModeAccepts', () => {
  it.each<[string, number | undefined, boolean]>([
    ['12', undefined, true],
    ['12.34', undefined, true],
    ['12.345', undefined, false],
    ['-12.5', undefined, true],
    ['12.5%', undefined, true],
    ['-0.25%', undefined, true],
    ['12.', undefined, false],
    ['%', undefined, false],
    ['1.2345', 4, true],
    ['1.5', 0, false],
    ['abc', undefined, false],
  ])('should judge %j (decimals %s) as %s', (text, decimals, want) => {
    expect(regexModeAccepts(text, decimals)).toBe(want);
  });
});

describe('fieldPrecision', () => {
  it.each([
    ['price', 2],
    ['triggerPrice', 2],
    ['total', 2],
    ['amount', 6],
  ] as const)('should give %s the precision %i on a 2/6 pair', (field, want) => {
    expect(fieldPrecision(field, { price: 2, count: 6, total: 2 })).toBe(want);
  });
});
