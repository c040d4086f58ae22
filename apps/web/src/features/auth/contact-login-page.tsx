import { contactCodeRequestSchema, contactLoginSchema } from '@contracts/schemas/accounts.ts';
import { Link, useNavigate } from 'react-router';
import { useLoginByContact, useSendLoginCode } from '../../api/accounts.ts';
import { useCodeForm } from '../../api/use-code-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { appStore, takeIntendedUrl } from '../../state/app-store.ts';
import { AuthScreen, PhoneField } from '../../ui/auth-screen.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/field.tsx';
import { CodeStep } from './code-step.tsx';

/** /loginByContact: a six-digit code by SMS to the account's number, then sign-in with it. */
export function ContactLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useCodeForm({
    requestSchema: contactCodeRequestSchema,
    verifySchema: contactLoginSchema,
    defaultValues: { contact: '', code: '' },
    request: useSendLoginCode(),
    verify: useLoginByContact(),
    target: (values) => values.contact,
    onVerified: () => navigate(takeIntendedUrl(appStore, '/products'), { replace: true }),
  });

  return (
    <AuthScreen title={t('accounts.contactLogin.title')} subtitle={t('accounts.contactLogin.subtitle')}>
      <form onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <div className="auth__inline">
          <PhoneField
            label={t('accounts.contactLogin.contact')}
            error={form.errorOf('contact')}
            {...form.register('contact')}
          />
          {form.codeSent ? null : (
            <Button variant="secondary" busy={form.sending} onClick={() => void form.sendCode()}>
              {t('accounts.contactLogin.sendCode')}
            </Button>
          )}
        </div>
        {form.codeSent ? (
          <CodeStep
            sentText={t('accounts.contactLogin.codeSent')}
            submitLabel={t('accounts.contactLogin.submit')}
            form={form}
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
