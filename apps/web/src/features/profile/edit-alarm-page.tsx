import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NOTIFICATION_KINDS } from '@contracts/enums.ts';
import { notificationsQuery, useUpdateNotifications } from '../../api/profile.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { SwitchRow } from '../../ui/switch.tsx';
import './profile.css';

/** /users/editAlarm (user rule): which notifications the member receives; a switch saves at once. */
export function EditAlarmPage() {
  const { t } = useTranslation();
  const preferences = useQuery(notificationsQuery());
  const update = useUpdateNotifications();
  return (
    <div className="page">
      <PageTitleBar title={t('account.alarmTitle')} fallback="/mypage/settings" />
      <QueryState query={preferences}>
        {(current) => (
          <>
            <p className="page-intro">{t('account.alarmIntro')}</p>
            {NOTIFICATION_KINDS.map((kind) => (
              <SwitchRow
                key={kind}
                label={t(`account.${kind}`)}
                description={t(`account.${kind}Body`)}
                checked={current[kind]}
                onChange={() => update.mutate({ ...current, [kind]: !current[kind] })}
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
      </QueryState>
    </div>
  );
}

export { EditAlarmPage as Component };
