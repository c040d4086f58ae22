import type { ContactTestInput } from '@steelyard/contracts';
import { contactTestSchema } from '@contracts/schemas/admin.ts';
import { useSendContactTest } from '../../api/contact-tests.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { TextAreaField } from '../../ui/select-field.tsx';

/** /contactTests/create (admins only): a test message to a number through the configured SMS sender. */
export function ContactTestPage() {
  const { t } = useTranslation();
  const send = useSendContactTest();
  const form = useApiForm<ContactTestInput>({
    schema: contactTestSchema,
    defaultValues: { contact: '', text: '' },
    onSubmit: async (values) => {
      await send.mutateAsync(values);
      showToast(t('contactTest.sent'));
    },
  });
  return (
    <div className="page">
      <h1>{t('contactTest.title')}</h1>
      <form onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <Field
          label={t('contactTest.contact')}
          type="tel"
          autoComplete="off"
          error={form.errorOf('contact')}
          {...form.register('contact')}
        />
        <TextAreaField
          label={t('contactTest.text')}
          rows={3}
          error={form.errorOf('text')}
          {...form.register('text')}
        />
        <Button type="submit" block busy={form.busy}>
          {t('contactTest.submit')}
        </Button>
      </form>
    </div>
  );
}

export { ContactTestPage as Component };
