import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { account } from '../../state/account';
import { loadNoticePrefs, noticePrefs, saveNoticePref } from './notice-prefs';

/**
 * The user's trade-notification switches (popup, sound), saved on the server at once. For a
 * settings menu or the order panel's preferences; nothing for a visitor.
 */
export function NotificationSettings() {
  useSignals();
  const { t } = useTranslation('info');
  const signedIn = account.value != null;
  useEffect(() => {
    if (signedIn) void loadNoticePrefs();
  }, [signedIn]);
  if (!signedIn) return null;
  const prefs = noticePrefs.value;
  return (
    <fieldset className="notice-settings">
      <legend>{t('notify.settings')}</legend>
      <label>
        <input type="checkbox" checked={prefs.popup} onChange={(e) => void saveNoticePref('popup', e.currentTarget.checked)} />
        {t('notify.popup')}
      </label>
      <label>
        <input type="checkbox" checked={prefs.sound} onChange={(e) => void saveNoticePref('sound', e.currentTarget.checked)} />
        {t('notify.sound')}
      </label>
    </fieldset>
  );
}

export default NotificationSettings;
