import { useTranslation } from '../../i18n/use-translation';

export interface PagerProps {
  /** 1-based current page. */
  page: number;
  /** The last page a click can reach: for a cursor list the current one, or the next when it exists. */
  pages: number;
  hasNext: boolean;
  onPage(page: number): void;
  onNext(): void;
}

/**
 * Previous / page numbers / next. A cursor-paged list only knows the pages up to the next one
 * (its total is an estimate, spec section 4), so the numbers stop there.
 */
export function Pager({ page, pages, hasNext, onPage, onNext }: PagerProps) {
  const { t } = useTranslation('panel');
  if (pages <= 1 && !hasNext) return null;
  const numbers = Array.from({ length: Math.max(pages, page) }, (_, i) => i + 1);
  return (
    <nav className="panel-pager" aria-label={t('pager.label')}>
      <button type="button" aria-label={t('pager.prev')} disabled={page <= 1} onClick={() => onPage(page - 1)}>‹</button>
      {numbers.map((n) => (
        <button
          key={n}
          type="button"
          aria-label={t('pager.page', { page: n })}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => (n === page + 1 ? onNext() : onPage(n))}
        >
          {n}
        </button>
      ))}
      <button type="button" aria-label={t('pager.next')} disabled={!hasNext} onClick={onNext}>›</button>
    </nav>
  );
}
