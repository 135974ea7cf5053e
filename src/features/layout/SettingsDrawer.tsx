/**
 * The settings drawer (spec 001 "setting drawer"): in the pro layout every module with a switch
 * to show or hide it, and a reset to the default layout; for a signed-in trader, in both
 * layouts, the trade notifications' popup and sound switches. Its own chunk, loaded on first opening.
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
import { isClosable, PRO_MODULES, type PageLayout } from './modules';
import type { PageType } from './stored-layout';

export function SettingsDrawer({ type, kind = 'pro', onClose }: { type: PageType; kind?: PageLayout; onClose(): void }) {
  useSignals();
  const { t } = useTranslation('layout');
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
    <aside ref={panel} className="layout-drawer" role="dialog" aria-label={t(kind === 'pro' ? 'drawer.title' : 'settingsBasic')} tabIndex={-1} data-testid="layout-drawer">
      <header className="layout-drawer-head">
        <h2>{t(kind === 'pro' ? 'drawer.title' : 'settingsBasic')}</h2>
        <button type="button" className="layout-drawer-close" aria-label={t('drawer.close')} onClick={onClose}>×</button>
      </header>
      {kind === 'pro' && <ModuleSwitches type={type} />}
      <NotificationSettings />
    </aside>
  );
}

/** The pro layout's modules, each with its switch, and the reset to the default layout. */
function ModuleSwitches({ type }: { type: PageType }) {
  useSignals();
  const { t } = useTranslation('layout');
  const state = layoutOf(type).value;
  const mobile = useMobile();
  return (
    <>
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
    </>
  );
}
