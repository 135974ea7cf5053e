import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intlTag, LOCALES } from '../../i18n/locales';
import { timeLabels, timeUnit } from './time-labels';

// local time is the browser's: pin it so the expected texts hold on any machine
const TZ = process.env.TZ;
beforeAll(() => { process.env.TZ = 'UTC'; });
afterAll(() => { process.env.TZ = TZ; });

const at = (iso: string) => Date.parse(iso) / 1000;

describe('timeUnit', () => {
  it('should choose the unit from the step between labels', () => {
    expect([30, 60, 4 * 3600, 86_400, 7 * 86_400, 30 * 86_400, 400 * 86_400].map(timeUnit)).toEqual(['second', 'minute', 'minute', 'day', 'day', 'month', 'year']);
  });
});

describe('timeLabels', () => {
  it('should write 24-hour times with the date under the first label and under each new day', () => {
    const splits = [at('2026-11-28T16:00:00Z'), at('2026-11-28T20:00:00Z'), at('2026-11-29T00:00:00Z'), at('2026-11-29T04:00:00Z')];
    expect(timeLabels(splits, 4 * 3600, 'en')).toEqual(['16:00\nNov 28', '20:00', '00:00\nNov 29', '04:00']);
  });

  it('should write the language\'s month names and order, with Latin digits in Arabic', () => {
    const splits = [at('2026-12-30T00:00:00Z'), at('2027-01-06T00:00:00Z')];
    expect(timeLabels(splits, 7 * 86_400, 'de-DE')).toEqual(['30. Dez.\n2026', '6. Jan.\n2027']);
    expect(timeLabels(splits, 7 * 86_400, 'cn')).toEqual(['12月30日\n2026年', '1月6日\n2027年']);
    const ar = timeLabels([at('2026-11-28T16:00:00Z')], 3600, 'ar');
    expect(ar[0]).toMatch(/^16:00\n28 /);
  });

  it('should write months and years for long steps', () => {
    expect(timeLabels([at('2026-11-01T00:00:00Z'), at('2026-12-01T00:00:00Z'), at('2027-01-01T00:00:00Z')], 31 * 86_400, 'en')).toEqual(['Nov\n2026', 'Dec', 'Jan\n2027']);
    expect(timeLabels([at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z')], 366 * 86_400, 'en')).toEqual(['2026', '2027']);
  });

  it('should have an Intl tag for every locale, and English\'s for an unknown one', () => {
    for (const l of LOCALES) expect(() => new Intl.DateTimeFormat(intlTag(l))).not.toThrow();
    expect(intlTag('xx')).toBe('en');
    expect(new Set(LOCALES.map((l) => timeLabels([at('2026-11-28T00:00:00Z')], 86_400, l)[0])).size).toBeGreaterThan(8);
  });
});
