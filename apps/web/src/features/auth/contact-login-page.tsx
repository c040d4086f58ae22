import { contactCodeRequestSchema, contactLoginSchema } from '@contracts/schemas/accounts.ts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { loginByContact, sendLoginCode } from '../../api/accounts.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { appStore, takeIntendedUrl } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/field.tsx';
import { AuthScreen, PhoneField } from './auth-screen.tsx';
import { CodeStep } from './code-step.tsx';
import { useCodeForm } from '../../api/use-code-form.ts';

/** /loginByContact: a six-digit code by SMS to the account's number, then sign-in with it. */
export function ContactLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [contact, setContact] = useState('');
  const flow = useCodeForm();

  const requestCode = () =>
    flow.send(flow.check(contactCodeRequestSchema, { contact }), () => sendLoginCode(contact));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!flow.expiresAt) return void requestCode();
    await flow.submit(flow.check(contactLoginSchema, { contact, code: flow.code }), async () => {
      await loginByContact(contact, flow.code);
      navigate(takeIntendedUrl(appStore, '/products'), { replace: true });
    });
  }

  return (
    <AuthScreen title={t('accounts.contactLogin.title')} subtitle={t('accounts.contactLogin.subtitle')}>
      <form onSubmit={submit} noValidate>
        <FormError message={flow.formError} />
        <div className="auth__inline">
          <PhoneField
            label={t('accounts.contactLogin.contact')}
            value={contact}
            error={flow.errors.contact}
            onChange={(value) => {
              setContact(value);
              flow.clear('contact');
            }}
          />
          {flow.expiresAt ? null : (
            <Button variant="secondary" busy={flow.sending} onClick={() => void requestCode()}>
              {t('accounts.contactLogin.sendCode')}
            </Button>
          )}
        </div>
        {flow.expiresAt ? (
          <CodeStep
            sentText={t('accounts.contactLogin.codeSent')}
            submitLabel={t('accounts.contactLogin.submit')}
            flow={flow}
            onResend={() => void requestCode()}
          />
        ) : null}
      </form>
      <div className="auth__links">
        <Link to="/login">{t('accounts.contactLogin.byEmail')}</Link>
        <Link to="/users/findId">{t('auth.findId')}</Link>
      </div>
    </AuthScreen>
  );
}

export { ContactLoginPage as Component };
