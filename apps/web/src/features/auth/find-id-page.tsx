import { findIdSchema } from '@contracts/schemas/accounts.ts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { findId } from '../../api/accounts.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { AuthScreen, PhoneField } from './auth-screen.tsx';
import { useCodeForm } from '../../api/use-code-form.ts';

/** /users/findId: contact and name → /users/successFindId with the masked email. */
export function FindIdPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [contact, setContact] = useState('');
  const [name, setName] = useState('');
  const form = useCodeForm();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await form.submit(form.check(findIdSchema, { contact, name }), async () => {
      const found = await findId(contact, name);
      navigate('/users/successFindId', { replace: true, state: found });
    });
  }

  return (
    <AuthScreen title={t('accounts.findId.title')} subtitle={t('accounts.findId.subtitle')}>
      <form onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        <PhoneField
          label={t('accounts.findId.contact')}
          value={contact}
          error={form.errors.contact}
          onChange={(value) => {
            setContact(value);
            form.clear('contact');
          }}
        />
        <Field
          label={t('accounts.findId.name')}
          name="name"
          autoComplete="name"
          value={name}
          error={form.errors.name}
          onChange={(event) => {
            setName(event.target.value);
            form.clear('name');
          }}
        />
        <Button type="submit" block busy={form.busy}>
          {t('accounts.findId.submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}

export { FindIdPage as Component };
