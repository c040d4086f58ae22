import type { ReactNode } from 'react';
import { Field } from '../../ui/field.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { ChevronLeftIcon } from '../../ui/icons.tsx';
import { LanguageSelect } from '../../ui/language-select.tsx';
import { useGoBack } from '../../ui/page-title-bar.tsx';
import './auth.css';
import './accounts.css';

/** The frame of the sign-in and recovery screens: back, language, a title and what follows. */
export function AuthScreen({
  title,
  subtitle,
  back = '/login',
  children,
}: {
  title: string;
  subtitle?: string;
  back?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const goBack = useGoBack(back);
  return (
    <div className="auth">
      <div className="auth__top">
        <button type="button" className="icon-btn" aria-label={t('common.back')} onClick={goBack}>
          <ChevronLeftIcon />
        </button>
        <LanguageSelect />
      </div>
      <div className="auth__brand">
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
  value,
  onChange,
  error,
  readOnly,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={label}
      name="contact"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={t('accounts.contactLogin.contactPlaceholder')}
      readOnly={readOnly}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
