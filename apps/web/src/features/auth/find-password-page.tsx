import { passwordCodeRequestSchema, passwordCodeVerifySchema } from '@contracts/schemas/accounts.ts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { sendPasswordCode, verifyPasswordCode, type RecoveryTarget } from '../../api/accounts.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { AuthScreen } from './auth-screen.tsx';
import { CodeStep } from './code-step.tsx';
import { useCodeForm } from '../../api/use-code-form.ts';

/**
 * /users/findPassword: a code by email or SMS, then the code → /users/resetPassword with a
 * short-lived token in the navigation state.
 */
export function FindPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [channel, setChannel] = useState<RecoveryTarget['channel']>('email');
  const [value, setValue] = useState('');
  const flow = useCodeForm();
  const target: RecoveryTarget =
    channel === 'email' ? { channel, email: value } : { channel, contact: value };
  const field = channel === 'email' ? 'email' : 'contact';

  const requestCode = () =>
    flow.send(flow.check(passwordCodeRequestSchema, target), () => sendPasswordCode(target));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!flow.expiresAt) return void requestCode();
    await flow.submit(flow.check(passwordCodeVerifySchema, { ...target, code: flow.code }), async () => {
      const { token } = await verifyPasswordCode(target, flow.code);
      navigate('/users/resetPassword', { replace: true, state: { token } });
    });
  }

  return (
    <AuthScreen title={t('accounts.findPassword.title')} subtitle={t('accounts.findPassword.subtitle')}>
      <form onSubmit={submit} noValidate>
        <FormError message={flow.formError} />
        {flow.expiresAt ? null : (
          <Segmented
            legend={t('accounts.findPassword.channel')}
            options={[
              { value: 'email' as const, label: t('accounts.findPassword.byEmail') },
              { value: 'sms' as const, label: t('accounts.findPassword.bySms') },
            ]}
            value={channel}
            onChange={(next) => {
              setChannel(next);
              setValue('');
              flow.clear();
            }}
          />
        )}
        <div className="auth__inline">
          <Field
            key={channel}
            label={t(`accounts.findPassword.${field}`)}
            name={field}
            type={channel === 'email' ? 'email' : 'tel'}
            inputMode={channel === 'email' ? 'email' : 'tel'}
            autoComplete={channel === 'email' ? 'email' : 'tel'}
            placeholder={
              channel === 'email' ? t('auth.emailPlaceholder') : t('accounts.contactLogin.contactPlaceholder')
            }
            readOnly={Boolean(flow.expiresAt)}
            value={value}
            error={flow.errors[field]}
            onChange={(event) => {
              setValue(event.target.value);
              flow.clear(field);
            }}
          />
          {flow.expiresAt ? null : (
            <Button variant="secondary" busy={flow.sending} onClick={() => void requestCode()}>
              {t('accounts.findPassword.sendCode')}
            </Button>
          )}
        </div>
        {flow.expiresAt ? (
          <CodeStep
            sentText={t('accounts.findPassword.codeSent')}
            submitLabel={t('accounts.findPassword.next')}
            flow={flow}
            onResend={() => void requestCode()}
          />
        ) : null}
      </form>
    </AuthScreen>
  );
}

export { FindPasswordPage as Component };
