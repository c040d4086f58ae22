import { signUpSchema } from '@contracts/schemas/accounts.ts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useSignUp, type SignUpValues } from '../../api/accounts.ts';
import { citiesQuery } from '../../api/catalog.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { appStore, takeIntendedUrl, useAppState } from '../../state/app-store.ts';
import { FormAreaSelect } from '../../ui/area-select.tsx';
import { AuthScreen, PhoneField } from '../../ui/auth-screen.tsx';
import { Button } from '../../ui/button.tsx';
import { Field, FormError } from '../../ui/field.tsx';

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
  const signUp = useSignUp();
  const form = useApiForm<SignUpValues>({
    schema: signUpSchema,
    defaultValues: {
      email: '',
      password: '',
      password_confirmation: '',
      nickname: '',
      contact: '',
      name: '',
      country,
      city: '',
      county: '',
    },
    onSubmit: async (values) => {
      await signUp.mutateAsync({ ...values, country });
      navigate(takeIntendedUrl(appStore, '/products'), { replace: true });
    },
  });
  const optional = (label: string) => `${label} (${t('accounts.signUp.optional')})`;

  return (
    <AuthScreen title={t('accounts.signUp.title')} subtitle={t('accounts.signUp.subtitle')}>
      <form onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <Field
          label={t('accounts.signUp.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          error={form.errorOf('email')}
          {...form.register('email')}
        />
        <Field
          label={t('accounts.signUp.password')}
          type="password"
          autoComplete="new-password"
          placeholder={t('accounts.signUp.passwordHint')}
          error={form.errorOf('password')}
          {...form.register('password')}
        />
        <Field
          label={t('accounts.signUp.passwordConfirm')}
          type="password"
          autoComplete="new-password"
          error={form.errorOf('password_confirmation')}
          {...form.register('password_confirmation')}
        />
        <Field
          label={t('accounts.signUp.nickname')}
          autoComplete="nickname"
          placeholder={t('accounts.signUp.nicknamePlaceholder')}
          error={form.errorOf('nickname')}
          {...form.register('nickname')}
        />
        <FormAreaSelect cities={cities.data} form={form} />
        <PhoneField
          label={optional(t('accounts.signUp.contact'))}
          error={form.errorOf('contact')}
          {...form.register('contact')}
        />
        <Field
          label={optional(t('accounts.signUp.name'))}
          autoComplete="name"
          error={form.errorOf('name')}
          {...form.register('name')}
        />
        <p className="auth__hint">{t('accounts.signUp.optionalHint')}</p>
        <Button type="submit" block busy={form.busy}>
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
