import { effect } from '@preact/signals-react';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { bookVersion, bookView } from '../../state/book';
import { BookMirror } from './mirror-dom';

/** Visually hidden, still read by screen readers (the usual clip pattern). */
const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/**
 * A hidden table mirror of the order book (best asks and bids with price, amount, total),
 * updated by an imperative DOM writer once per published frame: React renders the container
 * once and never re-renders on market updates.
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
    return effect(() => {
      if (bookVersion.value === 0) return;
      const { levels, info } = bookView;
      if (levels !== null) mirror.update(levels, info);
    });
  }, [t, i18n.language]);

  return <section ref={ref} style={HIDDEN} aria-label={t('bookMirror.title')} data-testid="order-book-mirror" />;
}
