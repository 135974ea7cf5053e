import { AuthForm } from './AuthForm';
import type { AuthRoute } from './auth-route';

/** /login: email and password; on success opens the guarded `goto` or the trade page. */
export function LoginPage({ route }: { route: AuthRoute }) {
  return (
    <div className={`app auth-page theme-${route.theme}`}>
      <AuthForm mode="login" route={route} />
    </div>
  );
}
