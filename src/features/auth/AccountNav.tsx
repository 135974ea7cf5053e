import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../net/api';
import { apiPostJson, type SignedInUser } from './auth-api';

/**
 * The header's account corner: Log In / Sign Up links (both carrying the current page as
 * `goto`, and the page's locale as `lang`) until GET /user/info says who is signed in, then the email and Log Out.
 */
export function AccountNav({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const [user, setUser] = useState<SignedInUser | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    let live = true;
    void apiGet<SignedInUser>('/user/info').then((answer) => {
      if (live && answer.success && answer.data !== null) setUser(answer.data);
    });
    return () => {
      live = false;
    };
  }, []);

  async function logout() {
    setLeaving(true);
    await apiPostJson('/auth/logout', {});
    location.reload();
  }

  if (user !== null) {
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
