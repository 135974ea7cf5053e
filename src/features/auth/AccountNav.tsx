import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { account } from '../../state/account';
import { apiPostJson } from './auth-api';

/**
 * The header's account corner: Log In / Sign Up links (both carrying the current page as
 * `goto`, and the page's locale as `lang`) until GET /user/info says who is signed in (the
 * page loads it once into `account`), then the email and Log Out.
 */
export function AccountNav({ locale }: { locale: string }) {
  useSignals();
  const { t } = useTranslation();
  const user = account.value;
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    await apiPostJson('/auth/logout', {});
    location.reload();
  }

  if (user !== null && user !== undefined) {
    return (
      <nav className="auth">
        <span className="auth-email">{user.email}</span>
        <button type="button" disabled={leaving} onClick={() => void logout()}>{t('shell.logout')}</button>
      </nav>
    );
  }
  const query = `goto=${encodeURIComponent(`${location.pathname}${location.search}`)}&lang=${locale}`;
  return (
    <nav className="auth">
      <a href={`/login?${query}`}>{t('shell.login')}</a>
      <a href={`/register?${query}`}>{t('shell.register')}</a>
    </nav>
  );
}
