import type { FoundIdDto } from '@steelyard/contracts';
import { Link, Navigate, useLocation } from 'react-router';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { AuthScreen } from '../../ui/auth-screen.tsx';

/** /users/successFindId: the masked email found by /users/findId (arrives as navigation state). */
export function SuccessFindIdPage() {
  const { t, language } = useTranslation();
  const found = useLocation().state as FoundIdDto | null;
  if (!found?.email) return <Navigate to="/users/findId" replace />;
  return (
    <AuthScreen title={t('accounts.successFindId.title')} subtitle={t('accounts.successFindId.body')}>
      <div className="auth-result">
        <p className="auth-result__value" data-testid="found-email">
          {found.email}
        </p>
        <p className="auth-result__sub">
          {t('accounts.successFindId.joined', { date: formatDate(found.created_at, language) })}
        </p>
      </div>
      <div className="auth__actions">
        <Link to="/login" replace className="btn btn--primary btn--block">
          {t('accounts.successFindId.login')}
        </Link>
        <Link to="/users/findPassword" replace className="btn btn--secondary btn--block">
          {t('accounts.successFindId.findPassword')}
        </Link>
      </div>
    </AuthScreen>
  );
}

export { SuccessFindIdPage as Component };
