import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { appStore, takeIntendedUrl } from '../../state/app-store.ts';
import { AuthScreen } from '../../ui/auth-screen.tsx';
import { LoginForm } from '../../ui/login-form.tsx';

/** /login: after signing in, back to the page the visitor wanted (or home), even after a reload. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthScreen title={t('auth.loginTitle')} subtitle={t('auth.welcome')} backLink="/products" logo>
      <LoginForm onSignedIn={() => navigate(takeIntendedUrl(appStore, '/products'), { replace: true })} />
      <div className="auth__links">
        <Link to="/users/findId">{t('auth.findId')}</Link>
        <Link to="/users/findPassword">{t('auth.findPassword')}</Link>
      </div>
      <div className="auth__alt">
        <Link to="/loginByContact" className="btn btn--secondary btn--block">
          {t('auth.loginByContact')}
        </Link>
        <Link to="/socialLogin" className="btn btn--secondary btn--block">
          {t('auth.socialLogin')}
        </Link>
        <Link to="/loginSample" className="btn btn--ghost btn--block">
          {t('auth.loginSample')}
        </Link>
      </div>
      <p className="auth__signup">
        {t('auth.noAccount')}
        <Link to="/users/create">{t('auth.signUp')}</Link>
      </p>
    </AuthScreen>
  );
}

export { LoginPage as Component };
