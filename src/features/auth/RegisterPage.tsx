import { AuthForm } from './AuthForm';
import type { AuthRoute } from './auth-route';

/** /register: email, password and its confirmation; the new account is signed in at once. */
export function RegisterPage({ route }: { route: AuthRoute }) {
  return (
    <div className={`app auth-page theme-${route.theme}`}>
      <AuthForm mode="register" route={route} />
    </div>
  );
}
