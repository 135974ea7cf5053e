import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales';
import { actionColumnMinPx } from './action-column';

describe('actionColumnMinPx', () => {
  it.each(LOCALES.map((l) => [l]))('should keep %s within the spec\'s 80 to 100 px', (locale) => {
    const px = actionColumnMinPx(locale);
    expect(px).toBeGreaterThanOrEqual(80);
    expect(px).toBeLessThanOrEqual(100);
  });

  it('should vary by locale: wider where the Cancel label is longer', () => {
    expect(actionColumnMinPx('cn')).toBe(80);
    expect(actionColumnMinPx('en')).toBe(80);
    expect(actionColumnMinPx('fr-FR')).toBe(90);
    expect(actionColumnMinPx('de-DE')).toBe(100);
    expect(new Set(LOCALES.map(actionColumnMinPx)).size).toBeGreaterThan(1);
  });
});
