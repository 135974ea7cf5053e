import { toLocale, type Locale } from '../../i18n/locales';

/** The state of /login and /register read from the URL and cookies. */
export interface AuthRoute {
  page: 'login' | 'register';
  locale: Locale;
  /** The raw `goto` query value; only safeGoto (src/core/auth-form.ts) decides where it leads. */
  goto: string | null;
  theme: 'dark' | 'light';
}

/** /login or /register (else null): locale from `lang` or the `locale` cookie, theme like the trade page. */
export function parseAuthRoute(pathname: string, search: string, cookies = ''): AuthRoute | null {
  const page = pathname === '/login' ? 'login' : pathname === '/register' ? 'register' : null;
  if (page === null) return null;
  const q = new URLSearchParams(search);
  const cookie = (name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies)?.[1];
  const theme = q.get('theme') ?? cookie('theme');
  return {
    page,
    locale: toLocale(q.get('lang') ?? cookie('locale')),
    goto: q.get('goto'),
    theme: theme === 'light' ? 'light' : 'dark',
  };
}

/** The link to the other auth page, keeping `goto` and `lang`. */
export function authHref(page: 'login' | 'register', route: AuthRoute): string {
  const q = new URLSearchParams();
  if (route.goto !== null) q.set('goto', route.goto);
  if (route.locale !== 'en') q.set('lang', route.locale);
  const qs = q.toString();
  return `/${page}${qs ? `?${qs}` : ''}`;
}
