import { effect } from '@preact/signals-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { bookSynced, bookVersion, bookView } from '../../state/book';
import { BookMirror } from './mirror-dom';
import { MIRROR_EVERY_MS, trailingWriter } from './trailing-writer';

/**
 * A hidden table mirror of the order book (best asks and bids with price, amount, total),
 * updated by an imperative DOM writer at most every MIRROR_EVERY_MS: React renders the
 * container once and never re-renders on market updates.
 */
export function OrderBookMirror() {
  const ref = useRef<HTMLElement>(null);
  const { t, i18n } = useTranslation();

  useEffect(() => {
    const root = ref.current!;
    root.replaceChildren();
    const mirror = new BookMirror(root, document, {
      asks: t('bookMirror.asks'),
      bids: t('bookMirror.bids'),
      price: t('bookMirror.price'),
      amount: t('bookMirror.amount'),
      total: t('bookMirror.total'),
    });
    const writer = trailingWriter(MIRROR_EVERY_MS, () => {
      // read at write time: the arrays of earlier frames have gone back to the worker
      const { levels, info } = bookView;
      if (levels !== null) mirror.update(levels, info);
    });
    const stop = effect(() => {
      // a resync shows at once in data-synced even when no new rows came with it
      void bookSynced.value;
      if (bookVersion.value !== 0) writer.request();
    });
    return () => {
      stop();
      writer.dispose();
    };
  }, [t, i18n.language]);

  return <section ref={ref} className="a11y-mirror" aria-label={t('bookMirror.title')} data-testid="order-book-mirror" />;
}
