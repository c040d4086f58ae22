import { LIMITS } from '@contracts/limits.ts';
import { accountCodeRequestSchema, updateAccountSchema } from '@contracts/schemas/profile.ts';
import type { UserDto } from '@steelyard/contracts';
import type { ReactNode } from 'react';
import { useSendAccountCode, useUpdateAccount, type AccountValues } from '../../api/profile.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useCodeForm } from '../../api/use-code-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { CodeField } from '../../ui/code-field.tsx';
import { Field, FormError, type FieldProps } from '../../ui/field.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './profile.css';

/** A password input of the account forms (a new one, or the current one every change is confirmed with). */
function PasswordField({ isNew = false, ...input }: FieldProps & { isNew?: boolean }) {
  return (
    <Field
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      maxLength={LIMITS.passwordMax}
      {...input}
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
  const form = useCodeForm<AccountValues & { code: string }, UserDto>({
    requestSchema: accountCodeRequestSchema,
    verifySchema: updateAccountSchema,
    defaultValues: { [field]: '', current_password: '', code: '' },
    request: useSendAccountCode(),
    verify: useUpdateAccount(),
    onVerified: () => {
      form.reset();
      showToast(t('account.changed'));
    },
    target: (values) => (values[field] ?? '').trim(),
    skipCode: (values) => field === 'contact' && !values.contact?.trim(),
  });
  const isRemoval = field === 'contact' && !form.watch('contact')?.trim();
  return (
    <form className="form-section" aria-label={title} onSubmit={form.submit} noValidate>
      <h2 className="form-section__title">{title}</h2>
      {intro}
      <FormError message={form.formError} />
      <Field
        label={field === 'email' ? t('account.newEmail') : t('account.newContact')}
        type={field === 'email' ? 'email' : 'tel'}
        autoComplete={field === 'email' ? 'email' : 'tel'}
        inputMode={field === 'email' ? 'email' : 'tel'}
        error={form.errorOf(field)}
        {...form.register(field)}
      />
      <PasswordField
        label={t('account.currentPassword')}
        error={form.errorOf('current_password')}
        {...form.register('current_password')}
      />
      {form.codeSent ? (
        <>
          <p className="form-hint" role="status">
            {t('account.codeSent', { address: form.watch(field)?.trim() ?? '' })}
          </p>
          <CodeField
            expiresAt={form.expiresAt}
            sending={form.sending}
            error={form.errorOf('code')}
            onResend={() => void form.sendCode()}
            input={form.register('code')}
          />
          <Button type="submit" variant="secondary" busy={form.busy}>
            {t('account.change')}
          </Button>
        </>
      ) : (
        <Button type="submit" variant="secondary" busy={isRemoval ? form.busy : form.sending}>
          {isRemoval ? t('account.change') : t('account.sendCode')}
        </Button>
      )}
    </form>
  );
}

/** A new password, typed twice; the other devices are signed out. */
function PasswordForm() {
  const { t } = useTranslation();
  const update = useUpdateAccount();
  const title = t('account.passwordTitle');
  const form = useApiForm<AccountValues>({
    schema: updateAccountSchema,
    defaultValues: { password: '', password_confirmation: '', current_password: '' },
    onSubmit: async (values) => {
      await update.mutateAsync(values);
      form.reset();
      showToast(t('account.passwordChanged'));
    },
  });
  return (
    <form className="form-section" aria-label={title} onSubmit={form.submit} noValidate>
      <h2 className="form-section__title">{title}</h2>
      <p className="form-hint">{t('account.passwordHint')}</p>
      <FormError message={form.formError} />
      <PasswordField
        label={t('account.newPassword')}
        isNew
        error={form.errorOf('password')}
        {...form.register('password')}
      />
      <PasswordField
        label={t('account.newPasswordConfirm')}
        isNew
        error={form.errorOf('password_confirmation')}
        {...form.register('password_confirmation')}
      />
      <PasswordField
        label={t('account.currentPassword')}
        error={form.errorOf('current_password')}
        {...form.register('current_password')}
      />
      <Button type="submit" variant="secondary" busy={form.busy}>
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
