import { useState, type FormEvent, type ReactNode } from 'react';
import { LIMITS } from '@contracts/limits.ts';
import type { UserDto } from '@steelyard/contracts';
import { useFieldErrors } from '../../api/form-errors.ts';
import { updateAccount, type AccountForm } from '../../api/profile.ts';
import { useCurrentUser } from '../../api/session.ts';
import { serverMessage, useTranslation } from '../../i18n/i18n.ts';
import { appStore } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './profile.css';

type Change = 'email' | 'contact' | 'password';

/** The new password's rules, in the server's words. */
export function checkNewPassword(password: string, confirmation: string): Record<string, string> {
  if (password.length < LIMITS.passwordMin) return { password: serverMessage('user.password_too_short') };
  if (!/\p{L}/u.test(password) || !/\d/.test(password))
    return { password: serverMessage('user.password_weak') };
  if (password !== confirmation) return { password_confirmation: serverMessage('user.password_mismatch') };
  return {};
}

/**
 * One change (email, contact or password) with its own form and the current password; the
 * server answers the field that is wrong.
 */
function ChangeForm({
  change,
  title,
  intro,
  children,
  values,
  check,
  onDone,
}: {
  change: Change;
  title: string;
  intro?: ReactNode;
  children: (errors: Record<string, string>, clear: (field: string) => void) => ReactNode;
  values: () => Omit<AccountForm, 'current_password'>;
  check?: () => Record<string, string>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [currentPassword, setCurrentPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, capture, clear } = useFieldErrors();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The current password is checked by the server (an account from a social sign-in has none).
    const local = check?.() ?? {};
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await updateAccount({ ...values(), current_password: currentPassword });
      setCurrentPassword('');
      appStore.setState({
        popMessage: {
          kind: 'info',
          message: change === 'password' ? t('account.passwordChanged') : t('account.changed'),
        },
      });
      onDone();
    } catch (error) {
      capture(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form-section" aria-label={title} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="form-section__title">{title}</h2>
      {intro}
      {children(errors, clear)}
      <Field
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        maxLength={LIMITS.passwordMax}
        error={errors.current_password}
        onChange={(event) => {
          setCurrentPassword(event.target.value);
          clear('current_password');
        }}
      />
      <Button type="submit" variant="secondary" busy={busy}>
        {t('account.change')}
      </Button>
    </form>
  );
}

function AccountForms({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [contact, setContact] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <>
      <ChangeForm
        change="email"
        title={t('account.emailTitle')}
        intro={<p className="form-hint">{t('account.currentEmail', { email: user.email })}</p>}
        values={() => ({ email: email.trim() })}
        check={(): Record<string, string> =>
          email.trim() ? {} : { email: serverMessage('validation.email') }
        }
        onDone={() => setEmail('')}
      >
        {(errors, clear) => (
          <Field
            label={t('account.newEmail')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            error={errors.email}
            onChange={(event) => {
              setEmail(event.target.value);
              clear('email');
            }}
          />
        )}
      </ChangeForm>
      <ChangeForm
        change="contact"
        title={t('account.contactTitle')}
        intro={
          <p className="form-hint">
            {user.contact ? t('account.currentContact', { contact: user.contact }) : t('account.noContact')}{' '}
            {user.contact ? t('account.contactHint') : null}
          </p>
        }
        values={() => ({ contact: contact.trim() })}
        onDone={() => setContact('')}
      >
        {(errors, clear) => (
          <Field
            label={t('account.newContact')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={contact}
            error={errors.contact}
            onChange={(event) => {
              setContact(event.target.value);
              clear('contact');
            }}
          />
        )}
      </ChangeForm>
      <ChangeForm
        change="password"
        title={t('account.passwordTitle')}
        intro={<p className="form-hint">{t('account.passwordHint')}</p>}
        values={() => ({ password, password_confirmation: confirmation })}
        check={() => checkNewPassword(password, confirmation)}
        onDone={() => {
          setPassword('');
          setConfirmation('');
        }}
      >
        {(errors, clear) => (
          <>
            <Field
              label={t('account.newPassword')}
              type="password"
              autoComplete="new-password"
              value={password}
              maxLength={LIMITS.passwordMax}
              error={errors.password}
              onChange={(event) => {
                setPassword(event.target.value);
                clear('password');
              }}
            />
            <Field
              label={t('account.newPasswordConfirm')}
              type="password"
              autoComplete="new-password"
              value={confirmation}
              maxLength={LIMITS.passwordMax}
              error={errors.password_confirmation}
              onChange={(event) => {
                setConfirmation(event.target.value);
                clear('password_confirmation');
              }}
            />
          </>
        )}
      </ChangeForm>
    </>
  );
}

/** /users/editAccount (user rule): email, contact and password, each confirmed. */
export function EditAccountPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <div className="page">
      <PageTitleBar title={t('account.accountTitle')} fallback="/mypage/settings" />
      {user ? <AccountForms user={user} /> : <CenteredSpinner label={t('common.loading')} />}
    </div>
  );
}

export { EditAccountPage as Component };
