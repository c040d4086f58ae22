import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '@contracts/redirects.ts';
import { socialSignupSchema } from '@contracts/schemas/social.ts';
import { SOCIAL_LOGIN_ERRORS, type SocialLoginError } from '@contracts/social.ts';
import type { SocialPendingDto } from '@steelyard/contracts';
import { citiesQuery } from '../../api/catalog.ts';
import { useCompleteSocialSignup, useSocialPending, type SocialSignupValues } from '../../api/social.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { appStore, takeIntendedUrl, useAppState } from '../../state/app-store.ts';
import { FormAreaSelect } from '../../ui/area-select.tsx';
import { AuthScreen } from '../../ui/auth-screen.tsx';
import { Button } from '../../ui/button.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { SocialButtons } from './social-buttons.tsx';
import './social.css';

const isKnownError = (value: string | null): value is SocialLoginError =>
  (SOCIAL_LOGIN_ERRORS as readonly string[]).includes(value ?? '');

/**
 * /socialLogin: the provider buttons; after a provider's answer, the reason it did not sign in
 * (`?error=`) or, for a first-time user, the sign-up form (`?step=signup`).
 */
export function SocialLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const error = params.get('error');
  const isSignup = params.get('step') === 'signup';
  return (
    <AuthScreen
      title={isSignup ? t('social.signupTitle') : t('social.title')}
      subtitle={isSignup ? t('social.signupSubtitle') : t('social.subtitle')}
      backLink="/login"
      logo
    >
      {isSignup ? (
        <SocialSignup />
      ) : (
        <>
          <FormError
            message={
              error === null
                ? null
                : error === 'suspended'
                  ? serverMessage('auth.suspended')
                  : t(`social.errors.${isKnownError(error) ? error : 'failed'}`)
            }
          />
          <SocialButtons />
          <div className="auth__alt">
            <Link to="/login" className="btn btn--secondary btn--block">
              {t('social.withEmail')}
            </Link>
          </div>
        </>
      )}
    </AuthScreen>
  );
}

function SocialSignup() {
  const pending = useSocialPending();
  return (
    <QueryState query={pending}>
      {(identity) =>
        identity ? (
          <SocialSignupForm identity={identity} />
        ) : (
          <>
            <FormError message={serverMessage('social.signup_expired')} />
            <SocialButtons />
          </>
        )
      }
    </QueryState>
  );
}

function SocialSignupForm({ identity }: { identity: SocialPendingDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const country = useAppState((state) => state.serverCountry) ?? 'KR';
  const cities = useQuery(citiesQuery(country));
  const complete = useCompleteSocialSignup();
  const form = useApiForm<SocialSignupValues>({
    schema: socialSignupSchema,
    defaultValues: { nickname: '', email: identity.email ?? '', city: '', county: '' },
    onSubmit: async (values) => {
      const response = await complete.mutateAsync(values);
      navigate(safeRedirect(response.meta.redirect, null) ?? takeIntendedUrl(appStore, '/products'), {
        replace: true,
      });
    },
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <p className="social__hint">{t(`social.signupWith.${identity.provider}`)}</p>
      <FormError message={form.formError} />
      <Field
        label={t('social.nickname')}
        autoComplete="nickname"
        maxLength={20}
        placeholder={t('social.nicknamePlaceholder')}
        error={form.errorOf('nickname')}
        {...form.register('nickname')}
      />
      <Field
        label={t('social.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={form.errorOf('email')}
        {...form.register('email')}
      />
      <FormAreaSelect cities={cities.data} form={form} />
      <Button type="submit" block busy={form.busy}>
        {t('social.signupSubmit')}
      </Button>
    </form>
  );
}

export { SocialLoginPage as Component };
