import { loginSchema } from '@contracts/schemas/auth.ts';
import type { LoginInput, UserDto } from '@steelyard/contracts';
import { useLogin } from '../api/auth.ts';
import { useApiForm } from '../api/use-api-form.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { useIsHydrating } from '../state/hydration.ts';
import { Button } from './button.tsx';
import { Field, FormError } from './field.tsx';

/**
 * Email + password → `POST /api/login` (the member's /login and the admin's /admin/login); the
 * first error of each field shows under it. Drawn by the server, its fields wait (disabled) for
 * the app to take the page over, so nothing typed before is lost or sent as a plain form.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: UserDto) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useApiForm<LoginInput>({
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    onSubmit: async (values) => onSignedIn(await login.mutateAsync(values)),
  });
  const hydrating = useIsHydrating();
  return (
    <form onSubmit={form.submit} noValidate>
      <fieldset className="form-fieldset" disabled={hydrating}>
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
      </fieldset>
    </form>
  );
}
