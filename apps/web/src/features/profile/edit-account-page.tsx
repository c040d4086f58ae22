import { useState, type FormEvent, type ReactNode } from 'react';
import { LIMITS } from '@contracts/limits.ts';
import { accountCodeRequestSchema, updateAccountSchema } from '@contracts/schemas/profile.ts';
import type { UserDto } from '@steelyard/contracts';
import { useFieldErrors } from '../../api/form-errors.ts';
import { sendAccountCode, updateAccount, type AccountForm } from '../../api/profile.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useCodeForm } from '../../api/use-code-form.ts';
import { serverMessage, useTranslation } from '../../i18n/i18n.ts';
import { appStore } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { CodeField } from '../../ui/code-field.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './profile.css';

/** The new password's rules, in the server's words. */
export function checkNewPassword(password: string, confirmation: string): Record<string, string> {
  if (password.length < LIMITS.passwordMin) return { password: serverMessage('user.password_too_short') };
  if (!/\p{L}/u.test(password) || !/\d/.test(password))
    return { password: serverMessage('user.password_weak') };
  if (password !== confirmation) return { password_confirmation: serverMessage('user.password_mismatch') };
  return {};
}

const announce = (message: string) => appStore.setState({ popMessage: { kind: 'info', message } });

/** A password input of the account forms. */
function PasswordField({
  label,
  isNew = false,
  value,
  error,
  onChange,
}: {
  label: string;
  /** A new password (else the current one, which every change is confirmed with). */
  isNew?: boolean;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label={label}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      value={value}
      maxLength={LIMITS.passwordMax}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * A new email or contact: 'send code' (the new address and the current password), then the code
 * sent to that address, then the change. Editing the address after sending starts over; an empty
 * contact removes the number at once, without a code.
 */
function AddressForm({
  field,
  title,
  intro,
}: {
  field: 'email' | 'contact';
  title: string;
  intro: ReactNode;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const flow = useCodeForm();
  const address = value.trim();
  const isRemoval = field === 'contact' && address === '';
  const isCodeStep = flow.expiresAt !== null && sentTo === address;

  const requestCode = () => {
    const request = { [field]: address, current_password: currentPassword };
    return flow.send(flow.check(accountCodeRequestSchema, request), async () => {
      const sent = await sendAccountCode(request);
      setSentTo(address);
      return sent;
    });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isRemoval && !isCodeStep) return void requestCode();
    const form: AccountForm = isRemoval
      ? { contact: '', current_password: currentPassword }
      : { [field]: address, code: flow.code, current_password: currentPassword };
    await flow.submit(flow.check(updateAccountSchema, form), async () => {
      await updateAccount(form);
      setValue('');
      setCurrentPassword('');
      setSentTo(null);
      announce(t('account.changed'));
    });
  }

  return (
    <form className="form-section" aria-label={title} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="form-section__title">{title}</h2>
      {intro}
      <FormError message={flow.formError} />
      <Field
        label={field === 'email' ? t('account.newEmail') : t('account.newContact')}
        name={field}
        type={field === 'email' ? 'email' : 'tel'}
        autoComplete={field === 'email' ? 'email' : 'tel'}
        inputMode={field === 'email' ? 'email' : 'tel'}
        value={value}
        error={flow.errors[field]}
        onChange={(event) => {
          setValue(event.target.value);
          flow.clear(field);
        }}
      />
      <PasswordField
        label={t('account.currentPassword')}
        value={currentPassword}
        error={flow.errors.current_password}
        onChange={(next) => {
          setCurrentPassword(next);
          flow.clear('current_password');
        }}
      />
      {isCodeStep ? (
        <>
          <p className="form-hint" role="status">
            {t('account.codeSent', { address })}
          </p>
          <CodeField flow={flow} onResend={() => void requestCode()} />
          <Button type="submit" variant="secondary" busy={flow.busy}>
            {t('account.change')}
          </Button>
        </>
      ) : (
        <Button type="submit" variant="secondary" busy={isRemoval ? flow.busy : flow.sending}>
          {isRemoval ? t('account.change') : t('account.sendCode')}
        </Button>
      )}
    </form>
  );
}

/** A new password, typed twice; the other devices are signed out. */
function PasswordForm() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, capture, clear } = useFieldErrors();
  const title = t('account.passwordTitle');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local = checkNewPassword(password, confirmation);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await updateAccount({
        password,
        password_confirmation: confirmation,
        current_password: currentPassword,
      });
      setPassword('');
      setConfirmation('');
      setCurrentPassword('');
      announce(t('account.passwordChanged'));
    } catch (error) {
      capture(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form-section" aria-label={title} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="form-section__title">{title}</h2>
      <p className="form-hint">{t('account.passwordHint')}</p>
      <PasswordField
        label={t('account.newPassword')}
        isNew
        value={password}
        error={errors.password}
        onChange={(next) => {
          setPassword(next);
          clear('password');
        }}
      />
      <PasswordField
        label={t('account.newPasswordConfirm')}
        isNew
        value={confirmation}
        error={errors.password_confirmation}
        onChange={(next) => {
          setConfirmation(next);
          clear('password_confirmation');
        }}
      />
      <PasswordField
        label={t('account.currentPassword')}
        value={currentPassword}
        error={errors.current_password}
        onChange={(next) => {
          setCurrentPassword(next);
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
  return (
    <>
      <AddressForm
        field="email"
        title={t('account.emailTitle')}
        intro={<p className="form-hint">{t('account.currentEmail', { email: user.email })}</p>}
      />
      <AddressForm
        field="contact"
        title={t('account.contactTitle')}
        intro={
          <p className="form-hint">
            {user.contact ? t('account.currentContact', { contact: user.contact }) : t('account.noContact')}{' '}
            {user.contact ? t('account.contactHint') : null}
          </p>
        }
      />
      <PasswordForm />
    </>
  );
}

/** /users/editAccount (user rule): email and contact verified by a code, and the password. */
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
