import { resetPasswordSchema } from '@contracts/schemas/accounts.ts';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { resetPassword } from '../../api/accounts.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { AuthScreen } from './auth-screen.tsx';
import { useCodeForm } from '../../api/use-code-form.ts';

/** /users/resetPassword: the new password, with the token from /users/findPassword. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = (useLocation().state as { token?: string } | null)?.token ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const form = useCodeForm();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { token, password, password_confirmation: confirmation };
    await form.submit(form.check(resetPasswordSchema, values), async () => {
      await resetPassword(token, password, confirmation);
      navigate('/users/successFindPassword', { replace: true });
    });
  }

  if (!token)
    return (
      <AuthScreen title={t('accounts.resetPassword.title')} subtitle={t('accounts.resetPassword.startOver')}>
        <Link to="/users/findPassword" replace className="btn btn--primary btn--block">
          {t('accounts.resetPassword.restart')}
        </Link>
      </AuthScreen>
    );

  return (
    <AuthScreen title={t('accounts.resetPassword.title')} subtitle={t('accounts.resetPassword.subtitle')}>
      <form onSubmit={submit} noValidate>
        <FormError message={form.formError ?? form.errors.token ?? null} />
        <Field
          label={t('accounts.resetPassword.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder={t('accounts.signUp.passwordHint')}
          value={password}
          error={form.errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            form.clear('password');
          }}
        />
        <Field
          label={t('accounts.resetPassword.passwordConfirm')}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          error={form.errors.password_confirmation}
          onChange={(event) => {
            setConfirmation(event.target.value);
            form.clear('password_confirmation');
          }}
        />
        <Button type="submit" block busy={form.busy}>
          {t('accounts.resetPassword.submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}

export { ResetPasswordPage as Component };
