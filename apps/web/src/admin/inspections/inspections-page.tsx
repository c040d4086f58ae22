import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminInspectorsQuery, inspectionQueueQuery, useSetInspector } from '../../api/inspections.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { digitsOnly, Field, FormError } from '../../ui/field.tsx';
import { idParamSchema } from '@contracts/schemas/common.ts';
import { z } from '@contracts/zod-messages.ts';
import { QueryState } from '../../ui/query-states.tsx';
import '../businesses/admin-businesses.css';

/** The member number the form asks for: the route's id, as the server reads it. */
const memberNumberSchema = z.object({ id: idParamSchema.shape.id });

/** Marks a member as inspector by their member number. */
function AddInspector() {
  const { t } = useTranslation();
  const setInspector = useSetInspector();
  const form = useApiForm<{ id: string }>({
    schema: memberNumberSchema,
    defaultValues: { id: '' },
    onSubmit: async ({ id }) => {
      await setInspector.mutateAsync({ userId: Number(id), isInspector: true });
      form.reset();
      showToast(t('adminInspections.added'));
    },
  });
  return (
    <form className="admin-business__actions" onSubmit={form.submit} noValidate>
      <Field
        label={t('adminInspections.memberNumber')}
        inputMode="numeric"
        error={form.errorOf('id')}
        {...digitsOnly(form.register('id'))}
      />
      <Button type="submit" busy={form.busy}>
        {t('adminInspections.add')}
      </Button>
      <FormError message={form.formError} />
    </form>
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
      <AddInspector />
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
