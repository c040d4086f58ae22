import { findIdSchema } from '@contracts/schemas/accounts.ts';
import { useNavigate } from 'react-router';
import { useFindId } from '../../api/accounts.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { AuthScreen, PhoneField } from '../../ui/auth-screen.tsx';
import { Button } from '../../ui/button.tsx';
import { Field, FormError } from '../../ui/field.tsx';

/** /users/findId: contact and name → /users/successFindId with the masked email. */
export function FindIdPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const findId = useFindId();
  const form = useApiForm({
    schema: findIdSchema,
    defaultValues: { contact: '', name: '' },
    onSubmit: async (values) =>
      navigate('/users/successFindId', { replace: true, state: await findId.mutateAsync(values) }),
  });

  return (
    <AuthScreen title={t('accounts.findId.title')} subtitle={t('accounts.findId.subtitle')}>
      <form onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <PhoneField
          label={t('accounts.findId.contact')}
          error={form.errorOf('contact')}
          {...form.register('contact')}
        />
        <Field
          label={t('accounts.findId.name')}
          autoComplete="name"
          error={form.errorOf('name')}
          {...form.register('name')}
        />
        <Button type="submit" block busy={form.busy}>
          {t('accounts.findId.submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}

export { FindIdPage as Component };
