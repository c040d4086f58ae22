import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useNavigate } from 'react-router';
import { logout } from '../../api/session.ts';
import { appStore } from '../../state/app-store.ts';
import { CenteredSpinner } from '../../ui/spinner.tsx';

/** /logout: POST /api/logout, forget the push token, then home. */
export function LogoutPage({ to = '/products' }: { to?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout()
      .catch(() => undefined)
      .finally(() => {
        appStore.setState({ pushToken: null });
        navigate(to, { replace: true });
      });
  }, [navigate, to]);
  return <CenteredSpinner label={t('auth.loggingOut')} />;
}

export function Component() {
  return <LogoutPage />;
}
