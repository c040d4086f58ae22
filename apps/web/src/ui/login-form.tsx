import { loginSchema } from '@contracts/schemas/auth.ts';
import type { LoginInput, UserDto } from '@steelyard/contracts';
import { useLogin } from '../api/auth.ts';
import { useApiForm } from '../api/use-api-form.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from './button.tsx';
import { Field, FormError } from './field.tsx';

/**
 * Email + password → `POST /api/login` (the member's /login and the admin's /admin/login); the
 * first error of each field shows under it.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: UserDto) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useApiForm<LoginInput>({
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    onSubmit: async (values) => onSignedIn(await login.mutateAsync(values)),
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <Field
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder={t('auth.emailPlaceholder')}
        error={form.errorOf('email')}
        {...form.register('email')}
      />
      <Field
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        placeholder={t('auth.passwordPlaceholder')}
        error={form.errorOf('password')}
        {...form.register('password')}
      />
      <Button type="submit" block busy={form.busy} className="auth__submit">
        {t('auth.submit')}
      </Button>
    </form>
  );
}
