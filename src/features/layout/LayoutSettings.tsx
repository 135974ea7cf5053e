import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { PageType } from './stored-layout';

const SettingsDrawer = lazy(() => import('./SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));

/** The navigator bar's layout settings button and the drawer it opens (pro layout). */
export function LayoutSettings({ type }: { type: PageType }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className="layout-settings" aria-expanded={open} onClick={() => setOpen(!open)}>{t('settings')}</button>
      {open && <Suspense fallback={null}><SettingsDrawer type={type} onClose={close} /></Suspense>}
    </>
  );
}
