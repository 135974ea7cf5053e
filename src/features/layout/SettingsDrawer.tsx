/**
 * The pro layout's settings drawer (spec 001 "setting drawer"): every module with a switch to
 * show or hide it, and a reset to the default layout; for a signed-in trader, the trade
 * notifications' popup and sound switches as well. Its own chunk, loaded on first opening.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { NotificationSettings } from '../trade-notifications/NotificationSettings';
import { isDefault, resetLayout, showModule } from './layout-edits';
import { hideModule } from './layout-state';
import { chartFullscreen, layoutOf } from './layout-store';
import { useMobile } from './use-mobile';
import { setLayout } from './set-layout';
import { isClosable, PRO_MODULES } from './modules';
import type { PageType } from './stored-layout';

export function SettingsDrawer({ type, onClose }: { type: PageType; onClose(): void }) {
  useSignals();
  const { t } = useTranslation('layout');
  const state = layoutOf(type).value;
  const mobile = useMobile();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.focus();
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', escape);
    return () => window.removeEventListener('keydown', escape);
  }, [onClose]);

  return (
    <aside ref={panel} className="layout-drawer" role="dialog" aria-label={t('drawer.title')} tabIndex={-1} data-testid="layout-drawer">
      <header className="layout-drawer-head">
        <h2>{t('drawer.title')}</h2>
        <button type="button" className="layout-drawer-close" aria-label={t('drawer.close')} onClick={onClose}>×</button>
      </header>
      <fieldset className="layout-drawer-modules">
        <legend>{t('drawer.shown')}</legend>
        {PRO_MODULES.map((id) => {
          const shown = !state.hidden.includes(id);
          return (
            <label key={id} className="layout-drawer-module">
              <input
                type="checkbox"
                checked={shown}
                data-module={id}
                disabled={shown && !isClosable(id, chartFullscreen.value, mobile)}
                onChange={() => setLayout(type, shown ? hideModule('pro', state, id) : showModule(state, id))}
              />
              {t(`module.${id}`)}
            </label>
          );
        })}
      </fieldset>
      <button type="button" className="layout-drawer-reset" disabled={isDefault(state)} onClick={() => setLayout(type, resetLayout())}>
        {t('drawer.reset')}
      </button>
      <NotificationSettings />
    </aside>
  );
}
