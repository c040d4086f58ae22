import { useQuery } from '@tanstack/react-query';
import type { AdminUserDto } from '@steelyard/contracts';
import { Link } from 'react-router';
import { adminInspectorsQuery, inspectionQueueQuery, useSetInspector } from '../../api/inspections.ts';
import { errorMessage } from '../../api/errors.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { MemberSearch } from '../member-search.tsx';
import '../businesses/admin-businesses.css';

/** Finds a member and makes them an inspector; members who already are say so. */
function AddInspector({ inspectorIds }: { inspectorIds: ReadonlySet<number> }) {
  const { t } = useTranslation();
  const setInspector = useSetInspector();
  const pick = (member: AdminUserDto) => {
    if (inspectorIds.has(member.id)) return;
    setInspector.mutate(
      { userId: member.id, isInspector: true },
      {
        onSuccess: () => showToast(t('adminInspections.added')),
        onError: (error) => showToast(errorMessage(error, t('errors.network'))),
      },
    );
  };
  return (
    <fieldset className="choice">
      <legend className="field__label">{t('adminInspections.pick')}</legend>
      <MemberSearch
        onPick={pick}
        badge={(member) => (inspectorIds.has(member.id) ? t('adminInspections.isInspector') : null)}
      />
    </fieldset>
  );
}

function Inspectors() {
  const { t } = useTranslation();
  const inspectors = useQuery(adminInspectorsQuery());
  const setInspector = useSetInspector();
  return (
    <section>
      <h2 className="admin-business__name">{t('adminInspections.inspectors')}</h2>
      <p>{t('adminInspections.adminsInspect')}</p>
      <QueryState query={inspectors}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="admin-business__empty">{t('adminInspections.noInspectors')}</p>
          ) : (
            <ul className="admin-business__list">
              {rows.map((inspector) => (
                <li key={inspector.id} className="admin-business">
                  <span>
                    {inspector.nickname} (#{inspector.id}) {inspector.email}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setInspector.mutate({ userId: inspector.id, isInspector: false })}
                  >
                    {t('adminInspections.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <AddInspector inspectorIds={new Set((inspectors.data ?? []).map((row) => row.id))} />
    </section>
  );
}

/** The open requests, oldest first; reports are filed on the inspectors' screen, which admins use too. */
function Queue() {
  const { t, language } = useTranslation();
  const queue = useQuery(inspectionQueueQuery(1));
  return (
    <section>
      <h2 className="admin-business__name">{t('adminInspections.queue')}</h2>
      <QueryState query={queue}>
        {(answer) =>
          answer.data.length === 0 ? (
            <p className="admin-business__empty">{t('adminInspections.queueEmpty')}</p>
          ) : (
            <ul className="admin-business__list">
              {answer.data.map((request) => (
                <li key={request.id} className="admin-business">
                  <Link to={`/products/${request.product.id}`}>{request.product.title}</Link>
                  <span>
                    {request.requester.nickname} · {formatDateTime(request.created_at, language)}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <Link to="/inspections" className="btn btn--primary">
        {t('adminInspections.openQueue')}
      </Link>
    </section>
  );
}

/** /admin/inspections: who inspects (admins always; members the back office marks), and the open requests. */
export function AdminInspectionsPage() {
  const { t } = useTranslation();
  return (
    <div>
      <h1 className="admin-h1">{t('adminInspections.title')}</h1>
      <Inspectors />
      <Queue />
    </div>
  );
}

export { AdminInspectionsPage as Component };
