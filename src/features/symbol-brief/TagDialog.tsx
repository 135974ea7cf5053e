/**
 * Every tag of the pair in a dialog (spec trade page section 2, "Pair tag list"), each a link to
 * the markets page filtered by it. Loaded on demand by PairTags.tsx.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Dialog } from '../../ui/Dialog';
import { marketsHref } from '../markets-page/markets-route';
import type { PairTag } from './pair-tags';

export interface TagDialogProps {
  open: boolean;
  tags: readonly PairTag[];
  /** The pair's name ('ETH/USDT'), in the title. */
  pair: string;
  locale: string;
  onClose(): void;
}

export function TagDialog({ open, tags, pair, locale, onClose }: TagDialogProps) {
  const { t } = useTranslation('markets');
  return (
    <Dialog title={t('tags.title', { pair })} open={open} onClose={onClose} className="brief-tag-dialog">
      <ul className="brief-tag-list">
        {tags.map((tag) => (
          <li key={tag.tagId}><a className="brief-tag" href={marketsHref(locale, tag.tagId)}>{tag.name}</a></li>
        ))}
      </ul>
    </Dialog>
  );
}
