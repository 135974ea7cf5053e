/**
 * The symbol selector (spec section 2): opens the market list on hover on desktop, and as a
 * bottom drawer at 960 px or narrower (there on a tap). A click or Enter opens it too, with the
 * search focused. Only this button is in the initial JS: the list, its virtualiser and the
 * panel (SelectorPanel.tsx) are fetched on the first hover or focus, or once the book has
 * painted.
 */
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { fetchOnce, settledLazy } from '../../ui/lazy-part';
import { afterBook } from '../../ui/second-wave';

/** At or below this width the selector is a bottom drawer (spec section 9). */
export const DRAWER_WIDTH = 960;
/** A pointer leaving the selector closes it after this long (time to cross the gap). */
const HOVER_CLOSE_MS = 200;

const code = fetchOnce(() => import('./SelectorPanel'));
const LazyPanel = settledLazy(code.fetch, code.fetched, (m) => m.SelectorPanel);
const prefetch = () => void code.fetch().catch(() => undefined);
const isDrawer = () => matchMedia(`(max-width: ${DRAWER_WIDTH}px)`).matches;

type Open = null | { hover: boolean; drawer: boolean };

export function PairSelector() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hovered = open?.hover === true;

  useEffect(() => afterBook(() => (prefetch(), () => undefined)), []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(null);
  }, []);
  const hoverIn = useCallback(() => {
    prefetch();
    clearTimeout(timer.current);
    if (!isDrawer()) setOpen((o) => o ?? { hover: true, drawer: false });
  }, []);
  const hoverOut = useCallback(() => {
    if (!hovered) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(null), HOVER_CLOSE_MS);
  }, [hovered]);

  return (
    <span className="pair-selector" onMouseEnter={hoverIn} onMouseLeave={hoverOut}>
      <button
        ref={button}
        type="button"
        className="pair-selector-button"
        style={{ font: 'inherit', fontSize: 16, color: 'inherit', background: 'none', border: 0, cursor: 'pointer' }}
        aria-label={t('shell.pairSelect')}
        aria-haspopup="dialog"
        aria-expanded={open !== null}
        onFocus={prefetch}
        onClick={() => (open !== null && !open.hover ? close() : setOpen({ hover: false, drawer: isDrawer() }))}
      >
        ▾
      </button>
      {open !== null && (
        <Suspense fallback={null}>
          <LazyPanel drawer={open.drawer} focus={!open.hover} button={button.current} onClose={close} onHoverIn={hoverIn} onHoverOut={hoverOut} />
        </Suspense>
      )}
    </span>
  );
}
