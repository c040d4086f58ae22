import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SOCIAL_LOGIN_ERRORS, type SocialLoginError } from '@contracts/social.ts';
import { citiesQuery } from '../../api/catalog.ts';
import { ApiError } from '../../api/errors.ts';
import { useFieldErrors } from '../../api/form-errors.ts';
import { completeSocialSignup, useSocialPending, type SocialSignupValues } from '../../api/social.ts';
import { serverMessage, useTranslation } from '../../i18n/i18n.ts';
import { appStore, takeIntendedUrl, useAppState } from '../../state/app-store.ts';
import { AreaSelect } from '../../ui/area-select.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { ChevronLeftIcon } from '../../ui/icons.tsx';
import { LanguageSelect } from '../../ui/language-select.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import { SocialButtons } from './social-buttons.tsx';
import './auth.css';
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
    <div className="auth">
      <div className="auth__top">
        <Link to="/login" className="icon-btn" aria-label={t('common.back')}>
          <ChevronLeftIcon />
        </Link>
        <LanguageSelect />
      </div>
      <div className="auth__brand">
        <img src="/favicon.svg" alt="" width={48} height={48} />
        <h1 className="auth__title">{isSignup ? t('social.signupTitle') : t('social.title')}</h1>
        <p className="auth__subtitle">{isSignup ? t('social.signupSubtitle') : t('social.subtitle')}</p>
      </div>
      {isSignup ? (
        <SocialSignup />
      ) : (
        <>
          {error ? (
            <p className="form-error" role="alert">
              {error === 'suspended'
                ? serverMessage('auth.suspended')
                : t(`social.errors.${isKnownError(error) ? error : 'failed'}`)}
            </p>
          ) : null}
          <SocialButtons />
          <div className="auth__alt">
            <Link to="/login" className="btn btn--secondary btn--block">
              {t('social.withEmail')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

function SocialSignup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pending = useSocialPending();
  const country = useAppState((state) => state.serverCountry) ?? 'KR';
  const cities = useQuery(citiesQuery(country));
  const [values, setValues] = useState<SocialSignupValues | null>(null);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, capture, clear } = useFieldErrors();

  if (pending.isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (!pending.data)
    return (
      <>
        <p className="form-error" role="alert">
          {serverMessage('social.signup_expired')}
        </p>
        <SocialButtons />
      </>
    );
  const form = values ?? { nickname: '', email: pending.data.email ?? '', city: '', county: '' };
  const set = (next: Partial<SocialSignupValues>) => setValues({ ...form, ...next });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const local: Record<string, string> = {};
    if (!form.nickname.trim()) local.nickname = serverMessage('user.nickname_required');
    if (!form.email.trim()) local.email = serverMessage('validation.required');
    if (!form.city) local.city = serverMessage('user.area_required');
    if (!form.county) local.county = serverMessage('user.area_required');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const response = await completeSocialSignup({
        ...form,
        nickname: form.nickname.trim(),
        email: form.email.trim(),
      });
      navigate(response.meta.redirect ?? takeIntendedUrl(appStore, '/products'), { replace: true });
    } catch (error) {
      if (!capture(error))
        setFormError(error instanceof ApiError && error.message ? error.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <p className="social__hint">{t(`social.signupWith.${pending.data.provider}`)}</p>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <Field
        label={t('social.nickname')}
        name="nickname"
        autoComplete="nickname"
        maxLength={20}
        placeholder={t('social.nicknamePlaceholder')}
        value={form.nickname}
        error={errors.nickname}
        onChange={(event) => {
          set({ nickname: event.target.value });
          clear('nickname');
        }}
      />
      <Field
        label={t('social.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={form.email}
        error={errors.email}
        onChange={(event) => {
          set({ email: event.target.value });
          clear('email');
        }}
      />
      <AreaSelect
        cities={cities.data}
        city={form.city}
        county={form.county}
        errors={{ city: errors.city, county: errors.county }}
        onChange={(next) => {
          set(next);
          clear('city');
          clear('county');
        }}
      />
      <Button type="submit" block busy={busy}>
        {t('social.signupSubmit')}
      </Button>
    </form>
  );
}

export { SocialLoginPage as Component };
