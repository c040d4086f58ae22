import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@contracts/limits.ts';
import { specAlertSchema } from '@contracts/schemas/alarms.ts';
import type { SpecAlertDto } from '@steelyard/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { specAlertsQuery, useChangeSpecAlert, useRemoveSpecAlert } from '../../api/keywords.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { SearchIcon, TrashIcon } from '../../ui/icons.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { SwitchRow } from '../../ui/switch.tsx';

/** A new name for an alert, in place of its name. */
function RenameForm({ alert, onDone }: { alert: SpecAlertDto; onDone: () => void }) {
  const { t } = useTranslation();
  const change = useChangeSpecAlert();
  const form = useApiForm<{ name: string }>({
    schema: specAlertSchema.pick({ name: true }),
    defaultValues: { name: alert.name },
    onSubmit: async ({ name }) => {
      await change.mutateAsync({ id: alert.id, name });
      onDone();
    },
  });
  return (
    <form className="spec-alert__rename" onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <Field
        label={t('specAlerts.renameLabel', { name: alert.name })}
        maxLength={LIMITS.specAlertNameMax + 5}
        autoComplete="off"
        error={form.errorOf('name')}
        {...form.register('name')}
      />
      <div className="spec-alert__actions">
        <Button variant="secondary" size="sm" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="sm" busy={form.busy}>
          {t('specAlerts.save')}
        </Button>
      </div>
    </form>
  );
}

function SpecAlertItem({ alert }: { alert: SpecAlertDto }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const change = useChangeSpecAlert();
  const remove = useRemoveSpecAlert();
  return (
    <li className="spec-alert">
      {renaming ? (
        <RenameForm alert={alert} onDone={() => setRenaming(false)} />
      ) : (
        <div className="spec-alert__head">
          <Link className="spec-alert__name" to={`/products?${alert.filters}`}>
            {alert.name}
          </Link>
          <Button variant="secondary" size="sm" onClick={() => setRenaming(true)}>
            {t('specAlerts.rename')}
          </Button>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('specAlerts.remove', { name: alert.name })}
            onClick={() => remove.mutate(alert.id)}
          >
            <TrashIcon size={18} />
          </button>
        </div>
      )}
      <SwitchRow
        label={t('specAlerts.digestShort')}
        checked={alert.digest}
        disabled={change.isPending}
        onChange={(digest) => change.mutate({ id: alert.id, digest })}
      />
    </li>
  );
}

/** The member's spec alerts (saved list filters), beside their keywords: open, rename, digest, delete. */
export function SpecAlertList() {
  const { t } = useTranslation();
  const alerts = useQuery(specAlertsQuery());
  return (
    <section className="spec-alerts" aria-labelledby="spec-alerts-title">
      <h2 id="spec-alerts-title" className="spec-alerts__title">
        {t('specAlerts.title')}
      </h2>
      <QueryState query={alerts}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<SearchIcon size={40} />}
              title={t('specAlerts.empty')}
              body={t('specAlerts.emptyBody')}
            />
          ) : (
            <>
              <p className="keyword-count">
                {t('specAlerts.count', { count: list.length, max: LIMITS.specAlertsPerMember })}
              </p>
              <ul className="spec-alert-list">
                {list.map((alert) => (
                  <SpecAlertItem key={alert.id} alert={alert} />
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </section>
  );
}
