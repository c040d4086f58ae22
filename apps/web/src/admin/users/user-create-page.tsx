import { Link, useNavigate } from 'react-router';
import { adminUserCreateSchema } from '@contracts/schemas/social.ts';
import { useCreateAdminUser, type AdminUserEditValues } from '../../api/admin-users.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useAppState } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { CheckField } from '../../ui/check-field.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { UserFormFields } from './user-form-fields.tsx';
import './admin-accounts.css';

type CreateValues = AdminUserEditValues & { password: string; admin: boolean };

/** /admin/users/create: the admin creates a member (who signs in with the password given here). */
export function UserCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const country = useAppState((state) => state.serverCountry) ?? 'KR';
  const create = useCreateAdminUser();
  const form = useApiForm<CreateValues>({
    schema: adminUserCreateSchema,
    defaultValues: {
      nickname: '',
      email: '',
      contact: '',
      name: '',
      city: '',
      county: '',
      password: '',
      admin: false,
    },
    onSubmit: async (values) => {
      const user = await create.mutateAsync(values);
      navigate(`/admin/users?id=${user.id}`, { replace: true });
    },
  });
  return (
    <div className="admin-narrow">
      <h1 className="admin-h1">{t('adminAccounts.createTitle')}</h1>
      <form className="admin-panel" onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <UserFormFields form={form} country={country} />
        <Field
          label={t('adminAccounts.fields.password')}
          type="password"
          autoComplete="new-password"
          error={form.errorOf('password')}
          {...form.register('password')}
        />
        <CheckField
          className="admin-check"
          label={t('adminAccounts.fields.admin')}
          {...form.register('admin')}
        />
        <div className="admin-user__actions">
          <Button type="submit" busy={form.busy}>
            {t('adminAccounts.create')}
          </Button>
          <Link to="/admin/users" className="btn btn--secondary">
            {t('common.cancel')}
          </Link>
        </div>
      </form>
    </div>
  );
}

export { UserCreatePage as Component };
