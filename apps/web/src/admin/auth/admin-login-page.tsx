import { useTranslation } from '../../i18n/i18n.ts';
import { useNavigate } from 'react-router';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { serverMessage } from '../../i18n/i18n.ts';
import { appStore, takeIntendedUrl } from '../../state/app-store.ts';
import { LanguageSelect } from '../../ui/language-select.tsx';
import '../../features/auth/auth.css';

/** /admin/login (empty layout, no menu): only an admin account gets through. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="auth" style={{ maxWidth: 420, margin: '0 auto' }}>
      <div className="auth__top" style={{ justifyContent: 'flex-end' }}>
        <LanguageSelect />
      </div>
      <div className="auth__brand">
        <img src="/favicon.svg" alt="" width={48} height={48} />
        <h1 className="auth__title">{t('auth.adminLoginTitle')}</h1>
        <p className="auth__subtitle">{t('auth.adminLoginHint')}</p>
      </div>
      <LoginForm
        onSignedIn={(user) => {
          if (user.admin === 0) {
            // A member signed in here: the admin rule keeps them out of the back office; say why.
            appStore.setState({
              popMessage: { kind: 'confirmNeeded', message: serverMessage('errors.admin_only') },
            });
            return;
          }
          const target = takeIntendedUrl(appStore, '/admin');
          navigate(target.startsWith('/admin') ? target : '/admin', { replace: true });
        }}
      />
    </div>
  );
}

export { AdminLoginPage as Component };
