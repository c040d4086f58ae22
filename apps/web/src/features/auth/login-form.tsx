import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import type { UserDto } from '@steelyard/contracts';
import { useFieldErrors } from '../../api/form-errors.ts';
import { ApiError } from '../../api/errors.ts';
import { login } from '../../api/session.ts';
import { serverMessage } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email + password → POST /api/login; the first error of each field shows under it. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: UserDto) => void | Promise<void> }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, capture, clear } = useFieldErrors();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    // The same words the server would answer with (packages/contracts messages).
    const local: Record<string, string> = {};
    if (!email.trim()) local.email = serverMessage('validation.required');
    else if (!EMAIL.test(email.trim())) local.email = serverMessage('validation.email');
    if (!password) local.password = serverMessage('validation.required');
    setErrors(local);
    if (Object.keys(local).length > 0) return;

    setBusy(true);
    try {
      const user = await login({ email: email.trim(), password });
      await onSignedIn(user);
    } catch (error) {
      if (!capture(error)) {
        setFormError(error instanceof ApiError && error.message ? error.message : t('errors.network'));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <Field
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder={t('auth.emailPlaceholder')}
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          clear('email');
        }}
      />
      <Field
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={t('auth.passwordPlaceholder')}
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          clear('password');
        }}
      />
      <Button type="submit" block busy={busy} style={{ marginTop: 8 }}>
        {t('auth.submit')}
      </Button>
    </form>
  );
}
