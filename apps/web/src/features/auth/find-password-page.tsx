import { passwordCodeRequestSchema, passwordCodeVerifySchema } from '@contracts/schemas/accounts.ts';
import { useNavigate } from 'react-router';
import { useSendPasswordCode, useVerifyPasswordCode, type RecoveryValues } from '../../api/accounts.ts';
import { useCodeForm } from '../../api/use-code-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { AuthScreen } from '../../ui/auth-screen.tsx';
import { Button } from '../../ui/button.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { CodeStep } from './code-step.tsx';

/**
 * /users/findPassword: a code by email or SMS, then the code → /users/resetPassword with a
 * short-lived token in the navigation state.
 */
export function FindPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useCodeForm<RecoveryValues, { token: string }>({
    requestSchema: passwordCodeRequestSchema,
    verifySchema: passwordCodeVerifySchema,
    defaultValues: { channel: 'email', email: '', contact: '', code: '' },
    request: useSendPasswordCode(),
    verify: useVerifyPasswordCode(),
    target: (values) => `${values.channel}:${values.email}:${values.contact}`,
    onVerified: ({ token }) => navigate('/users/resetPassword', { replace: true, state: { token } }),
  });
  const channel = form.watch('channel');
  const isEmail = channel === 'email';
  const field = isEmail ? 'email' : 'contact';

  return (
    <AuthScreen title={t('accounts.findPassword.title')} subtitle={t('accounts.findPassword.subtitle')}>
      <form onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        {form.codeSent ? null : (
          <Segmented
            legend={t('accounts.findPassword.channel')}
            options={[
              { value: 'email' as const, label: t('accounts.findPassword.byEmail') },
              { value: 'sms' as const, label: t('accounts.findPassword.bySms') },
            ]}
            value={channel}
            onChange={(next) => {
              form.clearErrors();
              form.change({ channel: next });
            }}
          />
        )}
        <div className="auth__inline">
          <Field
            key={field}
            label={t(`accounts.findPassword.${field}`)}
            type={isEmail ? 'email' : 'tel'}
            inputMode={isEmail ? 'email' : 'tel'}
            autoComplete={isEmail ? 'email' : 'tel'}
            placeholder={isEmail ? t('auth.emailPlaceholder') : t('accounts.contactLogin.contactPlaceholder')}
            readOnly={form.codeSent}
            error={form.errorOf(field)}
            {...form.register(field)}
          />
          {form.codeSent ? null : (
            <Button variant="secondary" busy={form.sending} onClick={() => void form.sendCode()}>
              {t('accounts.findPassword.sendCode')}
            </Button>
          )}
        </div>
        {form.codeSent ? (
          <CodeStep
            sentText={t('accounts.findPassword.codeSent')}
            submitLabel={t('accounts.findPassword.next')}
            form={form}
          />
        ) : null}
      </form>
    </AuthScreen>
  );
}

export { FindPasswordPage as Component };
