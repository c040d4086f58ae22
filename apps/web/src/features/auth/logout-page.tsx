import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../api/auth.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { appStore } from '../../state/app-store.ts';
import { CenteredSpinner } from '../../ui/spinner.tsx';

/** /logout: POST /api/logout, forget the push token, then home. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  useEffect(() => {
    logout(undefined, {
      onSettled: () => {
        appStore.setState({ pushToken: null });
        navigate('/products', { replace: true });
      },
    });
  }, [logout, navigate]);
  return <CenteredSpinner label={t('auth.loggingOut')} />;
}

export { LogoutPage as Component };
