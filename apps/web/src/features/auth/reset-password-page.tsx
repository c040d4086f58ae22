import { resetPasswordSchema } from '@contracts/schemas/accounts.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { useResetPassword } from '../../api/accounts.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { AuthScreen } from '../../ui/auth-screen.tsx';
import { Button } from '../../ui/button.tsx';
import { Field, FormError } from '../../ui/field.tsx';

/** /users/resetPassword: the new password, with the token from /users/findPassword. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = (useLocation().state as { token?: string } | null)?.token ?? '';
  if (!token)
    return (
      <AuthScreen title={t('accounts.resetPassword.title')} subtitle={t('accounts.resetPassword.startOver')}>
        <Link to="/users/findPassword" replace className="btn btn--primary btn--block">
          {t('accounts.resetPassword.restart')}
        </Link>
      </AuthScreen>
    );
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useApiForm({
    schema: resetPasswordSchema,
    defaultValues: { token, password: '', password_confirmation: '' },
    onSubmit: async (values) => {
      await reset.mutateAsync(values);
      navigate('/users/successFindPassword', { replace: true });
    },
  });
  return (
    <AuthScreen title={t('accounts.resetPassword.title')} subtitle={t('accounts.resetPassword.subtitle')}>
      <form onSubmit={form.submit} noValidate>
        <FormError message={form.formError ?? form.errorOf('token') ?? null} />
        <Field
          label={t('accounts.resetPassword.password')}
          type="password"
          autoComplete="new-password"
          placeholder={t('accounts.signUp.passwordHint')}
          error={form.errorOf('password')}
          {...form.register('password')}
        />
        <Field
          label={t('accounts.resetPassword.passwordConfirm')}
          type="password"
          autoComplete="new-password"
          error={form.errorOf('password_confirmation')}
          {...form.register('password_confirmation')}
        />
        <Button type="submit" block busy={form.busy}>
          {t('accounts.resetPassword.submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}

export { ResetPasswordPage as Component };
