import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n.ts';
import '../i18n/member-texts.ts';
import { Field } from './field.tsx';
import { ChevronLeftIcon } from './icons.tsx';
import { LanguageSelect } from './language-select.tsx';
import { useGoBack } from './page-title-bar.tsx';
import './auth-screen.css';

/**
 * The frame of the sign-in, sign-up and recovery screens (the member's and the admin's): back,
 * the language, the logo, a title and what follows. Back goes back in history (or to `back` on a
 * first visit); `backLink` makes it a plain link instead (sign-in, where history may hold the
 * guarded page that sent the visitor here); `back={null}` has none.
 */
export function AuthScreen({
  title,
  subtitle,
  back = '/login',
  backLink,
  logo = false,
  children,
}: {
  title: string;
  subtitle?: string;
  back?: string | null;
  backLink?: string;
  logo?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const goBack = useGoBack(back ?? '/');
  const icon = <ChevronLeftIcon />;
  return (
    <div className="auth">
      <div className={back === null ? 'auth__top auth__top--end' : 'auth__top'}>
        {back === null ? null : backLink ? (
          <Link to={backLink} className="icon-btn" aria-label={t('common.back')}>
            {icon}
          </Link>
        ) : (
          <button type="button" className="icon-btn" aria-label={t('common.back')} onClick={goBack}>
            {icon}
          </button>
        )}
        <LanguageSelect />
      </div>
      <div className="auth__brand">
        {logo ? <img src="/favicon.svg" alt="" width={48} height={48} /> : null}
        <h1 className="auth__title">{title}</h1>
        {subtitle ? <p className="auth__subtitle">{subtitle}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** A phone number field (the number the account was registered with). */
export function PhoneField({
  label,
  ...input
}: { label: string; error?: string } & Parameters<typeof Field>[0]) {
  const { t } = useTranslation();
  return (
    <Field
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={t('accounts.contactLogin.contactPlaceholder')}
      label={label}
      {...input}
    />
  );
}
