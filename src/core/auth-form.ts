/**
 * The sign-in form rules, pure: field checks, the gateway refusal → message mapping and the
 * open-redirect guard for `goto`. Messages are i18n keys of the `auth` namespace (error.*),
 * so this module never imports i18next; the pages translate them.
 */

export type AuthMode = 'login' | 'register';
export type AuthField = 'email' | 'password' | 'confirm';

/** Gateway limits (server/routes/auth.ts): password 8–128 characters, email at most 254. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

export interface AuthValues {
  email: string;
  password: string;
  /** Only read in register mode. */
  confirm: string;
}

/** A translatable message: an `auth` namespace key and its interpolation values. */
export interface AuthMessage {
  key: 'emailRequired' | 'emailInvalid' | 'passwordLength' | 'confirmMismatch' | 'wrongCredentials' | 'emailTaken' | 'tooMany' | 'failed';
  params?: Record<string, number>;
}

export type FieldErrors = Partial<Record<AuthField, AuthMessage>>;

// One @, no spaces, a dot in the domain: the gateway's zod check is the authority, this only
// catches typos before a round trip.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The field errors of a form; an empty object means it may be sent. */
export function validateAuthForm(mode: AuthMode, values: AuthValues): FieldErrors {
  const errors: FieldErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = { key: 'emailRequired' };
  else if (email.length > EMAIL_MAX || !EMAIL_SHAPE.test(email)) errors.email = { key: 'emailInvalid' };
  const len = [...values.password].length;
  if (len < PASSWORD_MIN || len > PASSWORD_MAX) errors.password = { key: 'passwordLength', params: { min: PASSWORD_MIN, max: PASSWORD_MAX } };
  if (mode === 'register' && values.confirm !== values.password) errors.confirm = { key: 'confirmMismatch' };
  return errors;
}

/** Where a gateway refusal is shown: on a field, or above the form (field undefined). */
export interface Refusal {
  field?: AuthField;
  message: AuthMessage;
}

/**
 * Maps a refused answer to its message. `retryAfter` is the Retry-After header in seconds
 * (429 / 30023); the minutes shown are rounded up so the wait is never understated.
 */
export function refusalOf(code: number, msg: string, retryAfter: number | null): Refusal {
  switch (code) {
    case 30030:
      return { message: { key: 'wrongCredentials' } };
    case 30031:
      return { field: 'email', message: { key: 'emailTaken' } };
    case 30023: {
      const seconds = retryAfter ?? Number(/(\d+)\s*s/.exec(msg)?.[1] ?? 900);
      return { message: { key: 'tooMany', params: { minutes: Math.max(1, Math.ceil(seconds / 60)) } } };
    }
    case 30001:
      // the gateway's message names the field (zod's message of that field)
      if (/password/i.test(msg)) return { field: 'password', message: { key: 'passwordLength', params: { min: PASSWORD_MIN, max: PASSWORD_MAX } } };
      if (/email/i.test(msg)) return { field: 'email', message: { key: 'emailInvalid' } };
      return { message: { key: 'failed' } };
    default:
      return { message: { key: 'failed' } };
  }
}

/**
 * The page to open after signing in: `goto` when it is a same-origin path ('/x', never
 * '//host', '/\host' or anything with whitespace or control characters, which browsers
 * strip or turn into a host), else the default trade page of the locale.
 */
export function safeGoto(goto: string | null, locale: string): string {
  // eslint-disable-next-line no-control-regex
  if (goto !== null && /^\/(?![/\\])/.test(goto) && !/[\s\x00-\x1f\x7f\\]/.test(goto)) return goto;
  return `/trade/${locale}?symbol=BTC_USDT`;
}
