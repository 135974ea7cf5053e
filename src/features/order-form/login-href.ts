/**
 * The sign-in links of the order form: /login and /register with `goto` back to this page (and
 * the page's locale), as the header's links carry them (src/features/auth/AccountNav.tsx).
 */
export function authHref(page: 'login' | 'register', locale: string, here: { pathname: string; search: string } = location): string {
  return `/${page}?goto=${encodeURIComponent(`${here.pathname}${here.search}`)}&lang=${encodeURIComponent(locale)}`;
}

/** Where a visitor's submit (or a -6 answer) sends the trader. */
export function loginHref(locale: string): string {
  return authHref('login', locale);
}
