import { useTranslation } from '../../i18n/use-translation';

/**
 * What a visitor sees in every tab (spec section 1): sign in or sign up to trade. The login link
 * carries the current page as goto, as the header's does (src/features/auth/AccountNav.tsx).
 */
export function SignInPlaceholder({ locale }: { locale: string }) {
  const { t } = useTranslation('panel');
  const query = `goto=${encodeURIComponent(`${location.pathname}${location.search}`)}&lang=${locale}`;
  return (
    <div className="panel-signin" data-testid="panel-signin">
      <p>{t('signIn.prompt')}</p>
      <p>
        <a href={`/login?${query}`}>{t('signIn.login')}</a>
        <a href={`/register?${query}`}>{t('signIn.register')}</a>
      </p>
    </div>
  );
}
