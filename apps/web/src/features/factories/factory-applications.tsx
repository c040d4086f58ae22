import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FactoryApplicationDto } from '@steelyard/contracts';
import { errorMessage } from '../../api/errors.ts';
import {
  factoryApplicationsQuery,
  useAnswerFactoryApplication,
  useWithdrawFactoryApplication,
} from '../../api/factories.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import './factories.css';

export type ApplicationRole = 'sent' | 'received';

function ApplicationRow({
  application,
  role,
}: {
  application: FactoryApplicationDto;
  role: ApplicationRole;
}) {
  const { t, language } = useTranslation();
  const answer = useAnswerFactoryApplication();
  const withdraw = useWithdrawFactoryApplication();
  const [withdrawing, setWithdrawing] = useState(false);
  const reply = (status: 'accepted' | 'declined') =>
    answer.mutate({ id: application.id, status }, { onSuccess: () => showToast(t('factories.answered')) });
  const confirmWithdraw = () => {
    setWithdrawing(false);
    // The row leaves the list once withdrawn: the toast hangs on the promise, not on the row.
    withdraw.mutateAsync(application.id).then(
      () => showToast(t('factories.withdrawn')),
      (error: unknown) => showToast(errorMessage(error, t('errors.network'))),
    );
  };
  return (
    <li className="factory-row">
      <span className={`factory-status factory-status--${application.status}`}>
        {t(`factories.statuses.${application.status}`)}
      </span>
      <Link to={`/factories/${application.factory.id}`} className="factory-row__title">
        {application.factory.title}
      </Link>
      <p className="factory-row__facts">
        {t('factories.period', {
          from: formatDate(application.starts_on, language),
          until: formatDate(application.ends_on, language),
        })}{' '}
        · {role === 'received' ? application.applicant.nickname : application.factory.owner.nickname}
      </p>
      <p className="factory-row__message">{application.message}</p>
      {role === 'received' && application.status === 'pending' ? (
        <div className="factory-row__actions">
          <Button size="sm" busy={answer.isPending} onClick={() => reply('accepted')}>
            {t('factories.accept')}
          </Button>
          <Button size="sm" variant="secondary" busy={answer.isPending} onClick={() => reply('declined')}>
            {t('factories.decline')}
          </Button>
        </div>
      ) : null}
      {role === 'sent' && application.status === 'pending' ? (
        <div className="factory-row__actions">
          <Button
            size="sm"
            variant="secondary"
            busy={withdraw.isPending}
            onClick={() => setWithdrawing(true)}
          >
            {t('factories.withdraw')}
          </Button>
          <ConfirmDialog
            open={withdrawing}
            title={t('factories.withdraw')}
            confirmLabel={t('factories.withdraw')}
            onConfirm={confirmWithdraw}
            onClose={() => setWithdrawing(false)}
          >
            {t('factories.withdrawConfirm')}
          </ConfirmDialog>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The member's applications, sent or received (with accept/decline while pending), of one status
 * or all (`status` ''), a keyset page at a time: `/factoryApplications` and "mine" under /mypage.
 */
export function FactoryApplications({ role, status = '' }: { role: ApplicationRole; status?: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(factoryApplicationsQuery(role, status));
  return (
    <QueryList query={query} empty={<EmptyState title={t('factories.noApplications')} />}>
      {(applications) => (
        <ul className="list-plain">
          {applications.map((application) => (
            <ApplicationRow key={application.id} application={application} role={role} />
          ))}
        </ul>
      )}
    </QueryList>
  );
}
