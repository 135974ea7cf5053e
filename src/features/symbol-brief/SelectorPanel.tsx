/**
 * The selector's open list, on <body> (a portal: the brief is a strict containment box, which
 * clips anything drawn beyond it): a popover under the button on desktop, a bottom drawer at
 * 960 px or narrower. Escape and a press outside close it. Loaded with the market list, on
 * demand (PairSelector.tsx keeps only the button in the initial JS).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation';
import { theme } from '../../state/theme';
import { MarketList } from '../market-list/MarketList';
import './pair-selector.css';

export interface SelectorPanelProps {
  drawer: boolean;
  /** Move the focus into the list (opened by a click or a key, not by a hover). */
  focus: boolean;
  button: HTMLButtonElement | null;
  onClose(): void;
  onHoverIn(): void;
  onHoverOut(): void;
}

export function SelectorPanel({ drawer, focus, button, onClose, onHoverIn, onHoverOut }: SelectorPanelProps) {
  useSignals();
  const { t } = useTranslation('market');
  const panel = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState({ top: 0, left: 0 });

  useLayoutEffect(() => {
    if (drawer || button === null) return;
    const r = button.getBoundingClientRect();
    setPlace({ top: r.bottom + 4, left: Math.max(4, Math.min(r.left, innerWidth - 424)) });
  }, [drawer, button]);

  useEffect(() => {
    if (focus) panel.current?.focus();
  }, [focus]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onClose();
      button?.focus();
    };
    const onDown = (e: PointerEvent) => {
      const at = e.target as Node;
      if (!panel.current?.contains(at) && !button?.contains(at)) onClose();
    };
    addEventListener('keydown', onKey);
    addEventListener('pointerdown', onDown);
    return () => {
      removeEventListener('keydown', onKey);
      removeEventListener('pointerdown', onDown);
    };
  }, [button, onClose]);

  return createPortal(
    <div className={`theme-${theme.value} pair-selector-layer`}>
      {drawer && <div className="pair-selector-backdrop" onClick={onClose} />}
      <div
        ref={panel}
        tabIndex={-1}
        role="dialog"
        aria-label={t('list.list')}
        aria-modal={drawer || undefined}
        data-drawer={drawer || undefined}
        className={drawer ? 'pair-selector-drawer' : 'pair-selector-pop'}
        style={drawer ? undefined : place}
        onMouseEnter={onHoverIn}
        onMouseLeave={onHoverOut}
      >
        {drawer && (
          <button type="button" className="pair-selector-close" aria-label={t('list.close')} onClick={onClose}>
            ×
          </button>
        )}
        <MarketList onChosen={onClose} />
      </div>
    </div>,
    document.body,
  );
}
