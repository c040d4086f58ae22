import { useTranslation } from '../../i18n/i18n.ts';
import { Link, useNavigate } from 'react-router';
import { appStore, takeIntendedUrl } from '../../state/app-store.ts';
import { ChevronLeftIcon } from '../../ui/icons.tsx';
import { LanguageSelect } from '../../ui/language-select.tsx';
import { LoginForm } from './login-form.tsx';
import './auth.css';

/** /login: after signing in, back to the page the visitor wanted (or home). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="auth">
      <div className="auth__top">
        <Link to="/products" className="icon-btn" aria-label={t('common.back')}>
          <ChevronLeftIcon />
        </Link>
        <LanguageSelect />
      </div>
      <div className="auth__brand">
        <img src="/favicon.svg" alt="" width={48} height={48} />
        <h1 className="auth__title">{t('auth.loginTitle')}</h1>
        <p className="auth__subtitle">{t('auth.welcome')}</p>
      </div>
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
    </div>
  );
}

export { LoginPage as Component };
