import i18next from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedT, languageSnapshot, subscribeToLanguage, useTranslation } from './use-translation';

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    fallbackLng: false,
    defaultNS: 'trade',
    keySeparator: '.',
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    resources: {
      en: { trade: { title: 'Trade', greet: 'Hello {{name}}', lots_one: '{{count}} lot', lots_other: '{{count}} lots' }, book: { title: 'Order book' } },
      de: { trade: { title: 'Handel' }, book: { title: 'Orderbuch' } },
    },
  });
});

// the i18next calls below say what react-i18next's t gives for the same arguments
type LooseT = (key: string, options?: Record<string, unknown>) => string;
const t = (ns: string) => fixedT(ns) as unknown as LooseT;

describe('fixedT', () => {
  it('should translate plain keys, keys with options, plurals and other namespaces as i18next does', () => {
    expect(t('trade')('title')).toBe('Trade');
    expect(t('trade')('title')).toBe('Trade'); // the kept text
    expect(t('trade')('greet', { name: 'Ann' })).toBe('Hello Ann');
    expect(t('trade')('greet', { name: 'Bob' })).toBe('Hello Bob'); // options are never cached
    expect(t('trade')('lots', { count: 1 })).toBe('1 lot');
    expect(t('trade')('lots', { count: 3 })).toBe('3 lots');
    expect(t('trade')('book:title')).toBe('Order book');
    expect(t('book')('title')).toBe('Order book');
    expect(t('trade')('missing.key')).toBe('missing.key');
  });

  it('should give every caller of a namespace the same function while the language holds', () => {
    expect(fixedT('book')).toBe(fixedT('book'));
    expect(fixedT('book')).not.toBe(fixedT('trade'));
  });

  it('should translate a key again once its namespace arrives (a late namespace read early), with the same t', () => {
    const late = fixedT('late');
    expect(t('late')('later')).toBe('later');
    i18next.addResourceBundle('en', 'late', { later: 'Now here' }, true, false);
    expect(t('late')('later')).toBe('Now here');
    // the same function: an effect that depends on t (a widget mounted with its labels) does not run again
    expect(fixedT('late')).toBe(late);
    i18next.removeResourceBundle('en', 'late');
    expect(t('late')('later')).toBe('later');
  });

  it('should follow a change of language and tell the hook\'s components', async () => {
    const before = fixedT('trade');
    let renders = 0;
    let shown = '';
    function Title() {
      renders++;
      const { t: tr, i18n } = useTranslation('trade');
      shown = `${i18n.language}:${(tr as unknown as LooseT)('title')}`;
      return null;
    }
    renderToString(createElement(Title));
    expect(shown).toBe('en:Trade');
    expect(renders).toBe(1);
    // what useSyncExternalStore is given: a notification and a new snapshot per change
    let told = 0;
    const revision = languageSnapshot();
    const stop = subscribeToLanguage(() => told++);
    await i18next.changeLanguage('de');
    stop();
    await i18next.changeLanguage('de');
    expect(told).toBe(1);
    expect(languageSnapshot()).not.toBe(revision);
    expect(fixedT('trade')).not.toBe(before);
    expect(t('trade')('title')).toBe('Handel');
    expect(t('book')('title')).toBe('Orderbuch');
    renderToString(createElement(Title));
    expect(shown).toBe('de:Handel');
    await i18next.changeLanguage('en');
  });
});
