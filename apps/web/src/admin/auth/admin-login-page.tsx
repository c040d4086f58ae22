import { useNavigate } from 'react-router';
import { serverMessage } from '../../i18n/server-messages.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { appStore, showPop, takeIntendedUrl } from '../../state/app-store.ts';
import { AuthScreen } from '../../ui/auth-screen.tsx';
import { LoginForm } from '../../ui/login-form.tsx';

/** /admin/login (empty layout, no menu): only an admin account gets through. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="auth-narrow">
      <AuthScreen title={t('auth.adminLoginTitle')} subtitle={t('auth.adminLoginHint')} back={null} logo>
        <LoginForm
          onSignedIn={(user) => {
            // A member signed in here: the admin rule keeps them out of the back office; say why.
            if (user.admin === 0)
              return showPop({ kind: 'confirmNeeded', message: serverMessage('errors.admin_only') });
            const target = takeIntendedUrl(appStore, '/admin');
            navigate(target.startsWith('/admin') ? target : '/admin', { replace: true });
          }}
        />
      </AuthScreen>
    </div>
  );
}

export { AdminLoginPage as Component };
