import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { PageLayout } from './modules';
import type { PageType } from './stored-layout';

const SettingsDrawer = lazy(() => import('./SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));

/**
 * The navigator bar's settings button and the drawer it opens: the layout's modules in pro; in
 * basic (nothing moves there) a signed-in trader's notification switches only, so the button is
 * plain Settings.
 */
export function LayoutSettings({ type, kind = 'pro' }: { type: PageType; kind?: PageLayout }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className="layout-settings" aria-expanded={open} onClick={() => setOpen(!open)}>{t(kind === 'pro' ? 'settings' : 'settingsBasic')}</button>
      {open && <Suspense fallback={null}><SettingsDrawer type={type} kind={kind} onClose={close} /></Suspense>}
    </>
  );
}
