import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { createAdminUser, type AdminUserEditValues } from '../../api/admin-users.ts';
import { ApiError } from '../../api/errors.ts';
import { useFieldErrors } from '../../api/form-errors.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useAppState } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { UserFormFields } from './user-form-fields.tsx';
import './admin-accounts.css';

const EMPTY: AdminUserEditValues = { nickname: '', email: '', contact: '', name: '', city: '', county: '' };

/** /admin/users/create: the admin creates a member (who signs in with the password given here). */
export function UserCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const country = useAppState((state) => state.serverCountry) ?? 'KR';
  const [values, setValues] = useState(EMPTY);
  const [password, setPassword] = useState('');
  const [admin, setAdmin] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, capture, clear } = useFieldErrors();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFormError(null);
    try {
      const user = await createAdminUser({ ...values, password, admin });
      navigate(`/admin/users?id=${user.id}`, { replace: true });
    } catch (error) {
      if (!capture(error)) setFormError(error instanceof ApiError ? error.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-narrow">
      <h1 className="admin-h1">{t('adminAccounts.createTitle')}</h1>
      <form className="admin-panel" onSubmit={submit} noValidate>
        {formError ? (
          <p className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <UserFormFields
          values={values}
          errors={errors}
          country={country}
          onChange={(next, field) => {
            setValues((current) => ({ ...current, ...next }));
            clear(field);
            if (field === 'county') clear('city');
          }}
        />
        <Field
          label={t('adminAccounts.fields.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            clear('password');
          }}
        />
        <label className="admin-check">
          <input type="checkbox" checked={admin} onChange={(event) => setAdmin(event.target.checked)} />
          {t('adminAccounts.fields.admin')}
        </label>
        <div className="admin-user__actions">
          <Button type="submit" busy={busy}>
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
