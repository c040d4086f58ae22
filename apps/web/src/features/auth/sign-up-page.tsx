import { signUpSchema } from '@contracts/schemas/accounts.ts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { signUp, type SignUpForm } from '../../api/accounts.ts';
import { citiesQuery } from '../../api/catalog.ts';
import { ApiError } from '../../api/errors.ts';
import { useFieldErrors } from '../../api/form-errors.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { appStore, takeIntendedUrl, useAppState } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { AreaSelect } from '../../ui/area-select.tsx';
import { AuthScreen, PhoneField } from './auth-screen.tsx';
import { firstErrorsOf } from '../../api/form-validation.ts';

const EMPTY: SignUpForm = {
  email: '',
  password: '',
  password_confirmation: '',
  nickname: '',
  contact: '',
  name: '',
  city: '',
  county: '',
};

/** The country whose activity areas are offered: the chosen browse country, else the server's. */
function useSignUpCountry(): string {
  const chosen = useAppState((s) => s.country);
  const server = useAppState((s) => s.serverCountry);
  return [chosen, server].find((c) => c && /^[A-Z]{2}$/.test(c)) ?? 'KR';
}

/** /users/create: email, password, nickname, optional contact and name, activity area. */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const country = useSignUpCountry();
  const cities = useQuery(citiesQuery(country));
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, capture, clear } = useFieldErrors();

  const set = (field: keyof SignUpForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    clear(field);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const input = { ...form, country };
    const local = firstErrorsOf(signUpSchema, input);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await signUp(input);
      navigate(takeIntendedUrl(appStore, '/products'), { replace: true });
    } catch (error) {
      if (!capture(error))
        setFormError(error instanceof ApiError && error.message ? error.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthScreen title={t('accounts.signUp.title')} subtitle={t('accounts.signUp.subtitle')}>
      <form onSubmit={submit} noValidate>
        <FormError message={formError} />
        <Field
          label={t('accounts.signUp.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          value={form.email}
          error={errors.email}
          onChange={set('email')}
        />
        <Field
          label={t('accounts.signUp.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder={t('accounts.signUp.passwordHint')}
          value={form.password}
          error={errors.password}
          onChange={set('password')}
        />
        <Field
          label={t('accounts.signUp.passwordConfirm')}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          value={form.password_confirmation}
          error={errors.password_confirmation}
          onChange={set('password_confirmation')}
        />
        <Field
          label={t('accounts.signUp.nickname')}
          name="nickname"
          autoComplete="nickname"
          placeholder={t('accounts.signUp.nicknamePlaceholder')}
          value={form.nickname}
          error={errors.nickname}
          onChange={set('nickname')}
        />
        <AreaSelect
          cities={cities.data}
          city={form.city}
          county={form.county}
          errors={{ city: errors.city, county: errors.county }}
          onChange={(next) => {
            setForm((current) => ({ ...current, ...next }));
            clear('city');
            clear('county');
          }}
        />
        <PhoneField
          label={`${t('accounts.signUp.contact')} (${t('accounts.signUp.optional')})`}
          value={form.contact ?? ''}
          error={errors.contact}
          onChange={(value) => set('contact')({ target: { value } })}
        />
        <Field
          label={`${t('accounts.signUp.name')} (${t('accounts.signUp.optional')})`}
          name="name"
          autoComplete="name"
          value={form.name}
          error={errors.name}
          onChange={set('name')}
        />
        <p className="auth__hint">{t('accounts.signUp.optionalHint')}</p>
        <Button type="submit" block busy={busy}>
          {t('accounts.signUp.submit')}
        </Button>
      </form>
      <p className="auth__signup">
        {t('accounts.signUp.haveAccount')}
        <Link to="/login">{t('accounts.signUp.login')}</Link>
      </p>
    </AuthScreen>
  );
}

export { SignUpPage as Component };
