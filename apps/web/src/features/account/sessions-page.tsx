import type { SessionDto } from '@steelyard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endSession, sessionsQuery } from '../../api/accounts.ts';
import { formatTimeAgo } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { appStore } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './account.css';

/** /mypage/sessions: the member's signed-in devices; any other one can be signed out. */
export function SessionsPage() {
  const { t, language } = useTranslation();
  const sessions = useQuery(sessionsQuery());
  const [ending, setEnding] = useState<SessionDto | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function confirmEnd() {
    const target = ending;
    setEnding(null);
    if (!target) return;
    setBusyId(target.id);
    try {
      await endSession(target.id);
      appStore.setState({ popMessage: { kind: 'info', message: t('accounts.sessions.ended') } });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="page">
      <PageTitleBar title={t('accounts.sessions.title')} fallback="/mypage/settings" />
      <p className="account-page__intro">{t('accounts.sessions.subtitle')}</p>
      {sessions.isPending ? (
        <CenteredSpinner label={t('common.loading')} />
      ) : sessions.isError ? (
        <EmptyState
          title={t('errors.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void sessions.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <ul className="list-plain" aria-label={t('accounts.sessions.title')}>
          {sessions.data.map((session) => (
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
                  busy={busyId === session.id}
                  onClick={() => setEnding(session)}
                >
                  {t('accounts.sessions.end')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={ending !== null}
        title={t('accounts.sessions.endConfirm')}
        onClose={() => setEnding(null)}
        confirmLabel={t('accounts.sessions.end')}
        onConfirm={() => void confirmEnd()}
      >
        {ending?.device ?? t('accounts.sessions.unknownDevice')}
      </ConfirmDialog>
    </div>
  );
}

export { SessionsPage as Component };
