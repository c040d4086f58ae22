import { useState } from 'react';
import { adminUserUpdateSchema } from '@contracts/schemas/social.ts';
import type { AdminUserDetailDto } from '@steelyard/contracts';
import {
  useAdminUser,
  useSetAdminFlag,
  useSetSuspended,
  useUpdateAdminUser,
  type AdminUserEditValues,
} from '../../api/admin-users.ts';
import { useCurrentUser } from '../../api/session.ts';
import { errorMessage } from '../../api/errors.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormError } from '../../ui/field.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { UserFormFields } from './user-form-fields.tsx';

const AUDIT_ACTIONS = [
  'user.update',
  'user.create',
  'user.grant_admin',
  'user.revoke_admin',
  'user.suspend',
  'user.restore',
  'user.sample_mark',
  'user.sample_unmark',
] as const;
type AuditAction = (typeof AUDIT_ACTIONS)[number];

const editable = (user: AdminUserDetailDto): AdminUserEditValues => ({
  nickname: user.nickname,
  email: user.email,
  contact: user.contact ?? '',
  name: user.name ?? '',
  city: user.city ?? '',
  county: user.county ?? '',
});

/** One member on /admin/users (`?id=`): details, edit, admin flag, suspend/restore, audit history. */
export function UserDetailPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useAdminUser(id);
  // Kept here: the detail below starts afresh after each change, and the result must outlive that.
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section className="admin-panel admin-user" aria-label={t('adminAccounts.detailTitle')}>
      <div className="admin-user__head">
        <h2 className="admin-panel__title">{t('adminAccounts.detailTitle')}</h2>
        <button type="button" className="icon-btn" aria-label={t('adminAccounts.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <QueryState
        query={user}
        failed={(error) => <p className="form-error">{errorMessage(error, t('errors.loadFailed'))}</p>}
      >
        {(data) => (
          <UserDetail
            key={`${data.id}-${data.audits[0]?.id ?? 0}`}
            user={data}
            message={message}
            onMessage={setMessage}
          />
        )}
      </QueryState>
    </section>
  );
}

function UserDetail({
  user,
  message,
  onMessage: setMessage,
}: {
  user: AdminUserDetailDto;
  message: string | null;
  onMessage: (message: string | null) => void;
}) {
  const { t, language } = useTranslation();
  const me = useCurrentUser().data;
  const [confirm, setConfirm] = useState<'suspend' | 'revoke' | null>(null);
  const update = useUpdateAdminUser(user.id);
  const flag = useSetAdminFlag(user.id);
  const suspension = useSetSuspended(user.id);
  const isSelf = me?.id === user.id;
  const isWithdrawn = Boolean(user.withdrawn_at);
  const original = editable(user);
  const form = useApiForm<AdminUserEditValues>({
    schema: adminUserUpdateSchema,
    defaultValues: original,
    onSubmit: async (values) => {
      const changed: Partial<AdminUserEditValues> = Object.fromEntries(
        Object.entries(values).filter(([key, value]) => original[key as keyof AdminUserEditValues] !== value),
      );
      // The area is one choice: a new city or county sends both.
      if (changed.city !== undefined || changed.county !== undefined)
        Object.assign(changed, { city: values.city, county: values.county });
      if (Object.keys(changed).length === 0) return;
      setMessage(null);
      await update.mutateAsync(changed);
      setMessage(t('adminAccounts.saved'));
    },
  });
  /** A flag change (admin, suspension): the result or the refusal shows above the form. */
  const run = (change: { mutate: (value: boolean, options: object) => void }, value: boolean) => {
    setMessage(null);
    change.mutate(value, {
      onSuccess: () => setMessage(t('adminAccounts.saved')),
      onError: (error: unknown) => setMessage(errorMessage(error, t('errors.network'))),
    });
  };

  const state = isWithdrawn ? 'withdrawn' : user.suspended_at ? 'suspended' : 'active';
  return (
    <>
      <dl className="admin-user__facts">
        <div>
          <dt>{t('admin.users.id')}</dt>
          <dd>{user.id}</dd>
        </div>
        <div>
          <dt>{t('admin.users.state')}</dt>
          <dd>
            <span className={`badge badge--${state}`}>{t(`admin.users.${state}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('admin.users.role')}</dt>
          <dd>{user.admin ? t('admin.users.roleAdmin') : t('admin.users.roleMember')}</dd>
        </div>
        <div>
          <dt>{t('adminAccounts.social')}</dt>
          <dd>
            {user.social_providers.length
              ? user.social_providers.map((p) => t(`adminAccounts.providers.${p}`)).join(', ')
              : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('adminAccounts.sessions')}</dt>
          <dd>{user.session_count}</dd>
        </div>
        <div>
          <dt>{t('admin.users.products')}</dt>
          <dd>{user.product_count}</dd>
        </div>
        <div>
          <dt>{t('admin.users.joined')}</dt>
          <dd>{formatDate(user.created_at, language)}</dd>
        </div>
      </dl>
      {message ? (
        <p className="admin-user__message" role="status">
          {message}
        </p>
      ) : null}
      <form onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <fieldset disabled={isWithdrawn} className="admin-user__fieldset">
          <UserFormFields form={form} country={user.country ?? 'KR'} />
          <Button type="submit" busy={form.busy}>
            {t('adminAccounts.save')}
          </Button>
        </fieldset>
      </form>
      {isWithdrawn ? null : (
        <div className="admin-user__actions">
          {user.admin ? (
            <Button
              variant="secondary"
              disabled={isSelf}
              title={isSelf ? t('adminAccounts.selfAdminHint') : undefined}
              busy={flag.isPending}
              onClick={() => setConfirm('revoke')}
            >
              {t('adminAccounts.revokeAdmin')}
            </Button>
          ) : (
            <Button variant="secondary" busy={flag.isPending} onClick={() => run(flag, true)}>
              {t('adminAccounts.grantAdmin')}
            </Button>
          )}
          {user.suspended_at ? (
            <Button variant="secondary" busy={suspension.isPending} onClick={() => run(suspension, false)}>
              {t('adminAccounts.restore')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              className="btn--danger"
              disabled={isSelf}
              title={isSelf ? t('adminAccounts.selfSuspendHint') : undefined}
              busy={suspension.isPending}
              onClick={() => setConfirm('suspend')}
            >
              {t('adminAccounts.suspend')}
            </Button>
          )}
        </div>
      )}
      <h3 className="admin-user__subtitle">{t('adminAccounts.history')}</h3>
      {user.audits.length === 0 ? (
        <p className="admin-user__empty">{t('adminAccounts.noHistory')}</p>
      ) : (
        <ul className="admin-user__audits">
          {user.audits.map((audit) => (
            <li key={audit.id}>
              <span>{formatDate(audit.created_at, language)}</span>
              <span>
                {AUDIT_ACTIONS.includes(audit.action as AuditAction)
                  ? t(`adminAccounts.actions.${audit.action as AuditAction}`)
                  : audit.action}
              </span>
              <span>{audit.admin_nickname ?? `#${audit.admin_id}`}</span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'suspend' ? t('adminAccounts.confirmSuspend') : t('adminAccounts.confirmRevoke')}
        onClose={() => setConfirm(null)}
        confirmLabel={t('adminAccounts.confirm')}
        onConfirm={() => {
          const action = confirm;
          setConfirm(null);
          if (action === 'suspend') run(suspension, true);
          if (action === 'revoke') run(flag, false);
        }}
      >
        {confirm === 'suspend' ? t('adminAccounts.confirmSuspendBody', { nickname: user.nickname }) : null}
      </ConfirmDialog>
    </>
  );
}
