import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ALL_TAGS, HIGHLIGHTED_CHIPS, splitTags, type TagInfo } from './filters';
import { loadTags } from './market-api';

/**
 * Tag chips (type 1; the first three highlighted), the other tags in a dropdown, and in tight
 * mode (680 px or narrower) arrows that scroll the chips (spec section 2).
 */
export function TagBar({ tag, onTag, tight }: { tag: number; onTag(tagId: number): void; tight: boolean }) {
  const { t, i18n } = useTranslation('market');
  const [tags, setTags] = useState<TagInfo[]>([]);
  const locale = i18n.language;
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    // the names in the page's language, as the pairs' own tags (the gateway's content texts)
    void loadTags(locale).then((list) => live && setTags(list));
    return () => {
      live = false;
    };
  }, [locale]);
  const { chips, more } = splitTags(tags);
  const scroll = (dir: 1 | -1) => strip.current?.scrollBy({ left: dir * 120, behavior: 'smooth' });
  const inMore = more.some((m) => m.tagId === tag);
  return (
    <div className="ml-tags">
      {tight && <button type="button" className="ml-arrow" aria-label={t('list.tagsBack')} onClick={() => scroll(-1)}>‹</button>}
      <div className="ml-chips" ref={strip} role="group" aria-label={t('list.tags')}>
        <button type="button" aria-pressed={tag === ALL_TAGS} onClick={() => onTag(ALL_TAGS)}>{t('list.all')}</button>
        {chips.map((c, n) => (
          <button type="button" key={c.tagId} className={n < HIGHLIGHTED_CHIPS ? 'hot' : undefined} aria-pressed={tag === c.tagId} onClick={() => onTag(c.tagId)}>
            {c.name}
          </button>
        ))}
      </div>
      {tight && <button type="button" className="ml-arrow" aria-label={t('list.tagsOn')} onClick={() => scroll(1)}>›</button>}
      {more.length > 0 && (
        <select aria-label={t('list.moreTags')} value={inMore ? String(tag) : ''} onChange={(e) => onTag(e.target.value === '' ? ALL_TAGS : Number(e.target.value))}>
          <option value="">{t('list.moreTags')}</option>
          {more.map((m) => <option key={m.tagId} value={m.tagId}>{m.name}</option>)}
        </select>
      )}
    </div>
  );
}
