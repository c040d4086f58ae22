import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { AuthScreen } from '../../ui/auth-screen.tsx';

/** /users/successFindPassword: the password is changed; other devices were signed out. */
export function SuccessFindPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthScreen
      title={t('accounts.successFindPassword.title')}
      subtitle={t('accounts.successFindPassword.body')}
      back="/login"
    >
      <Link to="/login" replace className="btn btn--primary btn--block">
        {t('accounts.successFindPassword.login')}
      </Link>
    </AuthScreen>
  );
}

export { SuccessFindPasswordPage as Component };
