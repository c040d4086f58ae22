import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';

export function Logo({ to = '/products' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="app-header__logo" aria-label={t('common.appName')}>
      <img className="app-header__logo-mark" src="/favicon.svg" alt="" width={28} height={28} />
      <span aria-hidden="true">{t('common.appName')}</span>
    </Link>
  );
}
