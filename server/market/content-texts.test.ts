import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales';
import { ANNOUNCEMENTS, CONTENT_TEXTS, GLOBAL_NOTICES, SYMBOL_NOTICES, TAGS, announcementsIn, globalNoticesIn, symbolNoticesIn, tagsIn } from './refdata-content';

const codes = ANNOUNCEMENTS.map((a) => a.code).sort();
const noticeIds = SYMBOL_NOTICES.flatMap((g) => g.symbolNoticeList.map((n) => String(n.noticeId))).sort();
const globalIds = GLOBAL_NOTICES.map((n) => String(n.noticeId)).sort();
const english = new Map<string, string>([
  ...ANNOUNCEMENTS.map((a) => [a.code, a.title] as const),
  ...SYMBOL_NOTICES.flatMap((g) => g.symbolNoticeList.map((n) => [String(n.noticeId), n.content] as const)),
  ...GLOBAL_NOTICES.map((n) => [String(n.noticeId), n.content] as const),
]);

describe('content texts', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('should translate every announcement and notice into %s, none left in English', (locale) => {
    const texts = CONTENT_TEXTS[locale as Exclude<typeof locale, 'en'>];
    expect(Object.keys(texts.announcements).sort()).toEqual(codes);
    expect(Object.keys(texts.notices).sort()).toEqual(noticeIds);
    expect(Object.keys(texts.globalNotices).sort()).toEqual(globalIds);
    for (const [key, text] of [...Object.entries(texts.announcements), ...Object.entries(texts.notices), ...Object.entries(texts.globalNotices)]) {
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(text, `${locale} ${key}`).not.toBe(english.get(key));
    }
  });

  /** Tag names a language may keep as they are in English: loanwords of the trade. */
  const LOANWORDS = new Set(['DeFi', 'Meme', 'Stablecoin', 'Layer 1', 'Layer 2', 'Infrastructure']);
  it.each(LOCALES.filter((l) => l !== 'en'))('should name every tag in %s, in English only the loanwords', (locale) => {
    const tags = CONTENT_TEXTS[locale as Exclude<typeof locale, 'en'>].tags;
    expect(Object.keys(tags).sort()).toEqual(TAGS.map((t) => String(t.tagId)).sort());
    const english = new Map(TAGS.map((t) => [String(t.tagId), t.name]));
    for (const [id, name] of Object.entries(tags)) {
      expect(name.trim(), `${locale} tag ${id}`).not.toBe('');
      if (name === english.get(id)) expect(LOANWORDS.has(name), `${locale} tag ${id} left in English`).toBe(true);
    }
    // a language keeps at most a few of them
    expect(Object.entries(tags).filter(([id, name]) => name === english.get(id)).length, locale).toBeLessThanOrEqual(6);
  });

  it('should answer the tags in the asked language, keeping ids, types and order', () => {
    expect(tagsIn('de-DE').map((t) => [t.tagId, t.type])).toEqual(TAGS.map((t) => [t.tagId, t.type]));
    expect(tagsIn('de-DE')[4].name).toBe('Zahlungen');
    expect(tagsIn('ja')[7].name).toBe('新規上場');
    expect(tagsIn('xx')).toEqual(TAGS);
  });

  it('should answer the announcements in the asked language, keeping codes, links and order', () => {
    const de = announcementsIn('de-DE');
    expect(de.map((a) => [a.code, a.webUrl])).toEqual(ANNOUNCEMENTS.map((a) => [a.code, a.webUrl]));
    expect(de[0].title).toBe('NOVA (Nova Network) wird in der Innovationszone gelistet');
    expect(announcementsIn('cn')[2].title).toBe('TRON 网络钱包计划维护');
    expect(announcementsIn('de')[0].title).toBe(de[0].title);
    expect(announcementsIn('zh-CN')[2].title).toBe('TRON 网络钱包计划维护');
  });

  it.each([['en'], [undefined], ['xx'], ['']])('should answer English for %j', (lang) => {
    expect(announcementsIn(lang)).toEqual(ANNOUNCEMENTS);
    expect(symbolNoticesIn(lang)).toEqual(SYMBOL_NOTICES);
    expect(globalNoticesIn(lang, 4).map((n) => n.content)).toEqual(GLOBAL_NOTICES.filter((n) => n.showPages.includes(4)).map((n) => n.content));
  });

  it('should answer the notices in the asked language, with a locale link following it', () => {
    const jp = symbolNoticesIn('jp');
    expect(jp.map((g) => g.symbolId)).toEqual(SYMBOL_NOTICES.map((g) => g.symbolId));
    const all = jp.find((g) => g.symbolId === 'All')!.symbolNoticeList[0];
    expect(all).toEqual({ noticeId: 9001, content: CONTENT_TEXTS.jp.notices['9001'], targetUrl: '/support/security' });
    expect(jp.find((g) => g.symbolId === 1003)!.symbolNoticeList[0].targetUrl).toBe('/fee/jp');
  });
});
