import type { SessionDto } from '@steelyard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sessionsQuery, useEndSession } from '../../api/accounts.ts';
import { formatTimeAgo } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import './account.css';

/** /mypage/sessions: the member's signed-in devices; any other one can be signed out. */
export function SessionsPage() {
  const { t, language } = useTranslation();
  const sessions = useQuery(sessionsQuery());
  const [ending, setEnding] = useState<SessionDto | null>(null);
  const end = useEndSession();

  function confirmEnd(target: SessionDto) {
    setEnding(null);
    end.mutate(target.id, { onSuccess: () => showToast(t('accounts.sessions.ended')) });
  }

  return (
    <div className="page">
      <PageTitleBar title={t('accounts.sessions.title')} fallback="/mypage/settings" />
      <p className="account-page__intro">{t('accounts.sessions.subtitle')}</p>
      <QueryState query={sessions}>
        {(list) => (
          <ul className="list-plain" aria-label={t('accounts.sessions.title')}>
            {list.map((session) => (
              <li key={session.id} className="session-row">
                <div className="session-row__main">
                  <p className="session-row__device">
                    {session.device ?? t('accounts.sessions.unknownDevice')}
                    {session.current ? (
                      <span className="session-row__badge">{t('accounts.sessions.current')}</span>
                    ) : null}
                  </p>
                  <p className="session-row__sub">
                    {t('accounts.sessions.lastSeen', { time: formatTimeAgo(session.last_seen_at, language) })}
                    {session.ip ? ` · ${session.ip}` : ''}
                  </p>
                  <p className="session-row__sub">
                    {t('accounts.sessions.signedIn', { time: formatTimeAgo(session.created_at, language) })}
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={end.isPending && end.variables === session.id}
                    onClick={() => setEnding(session)}
                  >
                    {t('accounts.sessions.end')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={ending !== null}
        title={t('accounts.sessions.endConfirm')}
        onClose={() => setEnding(null)}
        confirmLabel={t('accounts.sessions.end')}
        onConfirm={() => ending && confirmEnd(ending)}
      >
        {ending?.device ?? t('accounts.sessions.unknownDevice')}
      </ConfirmDialog>
    </div>
  );
}

export { SessionsPage as Component };
