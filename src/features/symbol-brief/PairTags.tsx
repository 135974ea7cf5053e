/**
 * The pair's tags in its header (spec trade page section 2, "Pair tag list"): up to two as
 * links to the markets page filtered by the tag, and a button that opens a dialog with all of
 * them. The dialog's code (TagDialog.tsx) loads on the first press: the header is on the first
 * screen, and most visits never open it.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { lazyPart } from '../../ui/lazy-part';
import { marketsHref } from '../markets-page/markets-route';
import { INLINE_TAGS, type PairTag } from './pair-tags';
import type { TagDialogProps } from './TagDialog';

const dialog = lazyPart<TagDialogProps>(() => import('./TagDialog').then((m) => m.TagDialog), (p) => p.open);

export function PairTags({ tags, pair, locale }: { tags: readonly PairTag[]; pair: string; locale: string }) {
  const { t } = useTranslation('markets');
  const [open, setOpen] = useState(false);
  if (tags.length === 0) return null;
  return (
    <div className="brief-tags" role="group" aria-label={t('tags.label')}>
      {tags.slice(0, INLINE_TAGS).map((tag) => (
        <a key={tag.tagId} className="brief-tag" href={marketsHref(locale, tag.tagId)}>{tag.name}</a>
      ))}
      <button type="button" className="brief-tag brief-tags-all" aria-haspopup="dialog" onClick={() => setOpen(true)} onFocus={() => void dialog.prefetch().catch(() => undefined)}>
        {t('tags.all')}
      </button>
      <dialog.Part open={open} tags={tags} pair={pair} locale={locale} onClose={() => setOpen(false)} />
    </div>
  );
}
