import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NOTIFICATION_KINDS } from '@contracts/enums.ts';
import type { NotificationPreferencesDto } from '@steelyard/contracts';
import { notificationsQuery, updateNotifications } from '../../api/profile.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { LoadError } from '../../ui/query-states.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import { SwitchRow } from '../../ui/switch.tsx';
import './profile.css';

/** A switch flips at once and is saved; if the server refuses, it flips back. */
async function toggle(current: NotificationPreferencesDto, kind: keyof NotificationPreferencesDto) {
  const next = { ...current, [kind]: !current[kind] };
  queryClient.setQueryData(queryKeys.profile.notifications(), next);
  try {
    await updateNotifications(next);
  } catch {
    queryClient.setQueryData(queryKeys.profile.notifications(), current);
  }
}

/** /users/editAlarm (user rule): which notifications the member receives. */
export function EditAlarmPage() {
  const { t } = useTranslation();
  const preferences = useQuery(notificationsQuery());
  return (
    <div className="page">
      <PageTitleBar title={t('account.alarmTitle')} fallback="/mypage/settings" />
      {preferences.isPending ? (
        <CenteredSpinner label={t('common.loading')} />
      ) : preferences.isError ? (
        <LoadError onRetry={preferences.refetch} />
      ) : (
        <>
          <p className="page-intro">{t('account.alarmIntro')}</p>
          {NOTIFICATION_KINDS.map((kind) => (
            <SwitchRow
              key={kind}
              label={t(`account.${kind}`)}
              description={t(`account.${kind}Body`)}
              checked={preferences.data[kind]}
              onChange={() => void toggle(preferences.data, kind)}
            />
          ))}
          <div className="settings-group">
            <Link to="/keywords" className="list-row">
              {t('account.keywordsLink')}
              <ChevronRightIcon className="list-row__chevron" size={18} />
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

export { EditAlarmPage as Component };
