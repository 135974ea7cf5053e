import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { refusalOf, safeGoto, validateAuthForm, type AuthField, type AuthMessage, type AuthMode, type FieldErrors } from '../../core/auth-form';
import { apiPostJson } from './auth-api';
import { authHref, type AuthRoute } from './auth-route';

const FIELDS: Record<AuthMode, AuthField[]> = { login: ['email', 'password'], register: ['email', 'password', 'confirm'] };
const AUTOCOMPLETE: Record<AuthMode, Record<AuthField, string>> = {
  login: { email: 'email', password: 'current-password', confirm: 'off' },
  register: { email: 'email', password: 'new-password', confirm: 'new-password' },
};

/**
 * The login and register form: client checks first (messages on their field), then the
 * gateway; a refusal shows on its field or above the form. A ref, not state, guards against
 * a double submit: two clicks in one frame both see the old state.
 */
export function AuthForm({ mode, route }: { mode: AuthMode; route: AuthRoute }) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState({ email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<AuthMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const say = (m: AuthMessage) => t(`error.${m.key}`, m.params ?? {});

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending.current) return;
    const found = validateAuthForm(mode, values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    sending.current = true;
    setBusy(true);
    const { answer, retryAfter } = await apiPostJson<{ userId: number }>(`/auth/${mode}`, { email: values.email.trim(), password: values.password });
    if (answer.success) {
      // stay busy: the page is leaving
      location.assign(safeGoto(route.goto, route.locale));
      return;
    }
    const refusal = refusalOf(answer.code, answer.msg, retryAfter);
    if (refusal.field === undefined) setFormError(refusal.message);
    else setErrors({ [refusal.field]: refusal.message });
    sending.current = false;
    setBusy(false);
  }

  const other = mode === 'login' ? 'register' : 'login';
  return (
    <form className="auth-form" noValidate onSubmit={(e) => void submit(e)}>
      <h1>{t(`${mode}.title`)}</h1>
      {formError !== null && <p className="auth-error" role="alert">{say(formError)}</p>}
      {FIELDS[mode].map((field) => {
        const error = errors[field];
        const id = `auth-${field}`;
        return (
          <div className="auth-field" key={field}>
            <label htmlFor={id}>{t(`field.${field}`)}</label>
            <input
              id={id}
              name={field}
              type={field === 'email' ? 'email' : 'password'}
              autoComplete={AUTOCOMPLETE[mode][field]}
              value={values[field]}
              aria-invalid={error !== undefined}
              aria-describedby={error !== undefined ? `${id}-error` : undefined}
              onChange={(e) => setValues({ ...values, [field]: e.target.value })}
            />
            {error !== undefined && <p id={`${id}-error`} className="auth-field-error">{say(error)}</p>}
          </div>
        );
      })}
      <button type="submit" disabled={busy} aria-busy={busy} className={busy ? 'busy' : undefined}>
        {t(`${mode}.submit`)}
      </button>
      <p className="auth-switch">
        {t(`${mode}.switchPrompt`)} <a href={authHref(other, route)}>{t(`${other}.submit`)}</a>
      </p>
    </form>
  );
}
