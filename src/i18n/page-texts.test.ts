import { describe, expect, it } from 'vitest';
import { pageTextsJson, readPageTexts } from './page-texts';

describe('page texts', () => {
  it('round-trips the namespaces of a locale, and the JSON cannot close its script element', () => {
    const ns = { trade: { title: 'Trade </script><script>alert(1)</script>' }, book: { column: { price: 'Price ({{coin}})' } } };
    const json = pageTextsJson('de-DE', ns);
    expect(json).not.toContain('<');
    expect(readPageTexts(json, 'de-DE')).toEqual(ns);
  });

  it('refuses texts of another locale, bad JSON and a wrong shape, so the page fetches its own', () => {
    expect(readPageTexts(pageTextsJson('en', { trade: {} }), 'de-DE')).toBeNull();
    expect(readPageTexts('{"lng":"en","ns":', 'en')).toBeNull();
    expect(readPageTexts('{"lng":"en","ns":{"trade":"x"}}', 'en')).toBeNull();
    expect(readPageTexts('{"lng":"en","ns":{"trade":[]}}', 'en')).toBeNull();
    expect(readPageTexts('{"lng":"en"}', 'en')).toBeNull();
    expect(readPageTexts(null, 'en')).toBeNull();
    expect(readPageTexts(undefined, 'en')).toBeNull();
  });
});
