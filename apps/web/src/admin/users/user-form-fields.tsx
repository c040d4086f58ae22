import { useQuery } from '@tanstack/react-query';
import type { AdminUserEditValues } from '../../api/admin-users.ts';
import { citiesQuery } from '../../api/catalog.ts';
import type { ApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { FormAreaSelect } from '../../ui/area-select.tsx';
import { Field } from '../../ui/field.tsx';

/** The member fields the admin edits and creates with: nickname, email, contact, name, activity area. */
export function UserFormFields<T extends AdminUserEditValues>({
  form,
  country,
}: {
  form: ApiForm<T>;
  country: string;
}) {
  const { t } = useTranslation();
  const cities = useQuery(citiesQuery(country));
  // The member fields of any admin form over them.
  const fields = form as unknown as ApiForm<AdminUserEditValues>;
  const text = (name: 'nickname' | 'email' | 'contact' | 'name', type = 'text') => (
    <Field
      label={t(`adminAccounts.fields.${name}`)}
      type={type}
      error={fields.errorOf(name)}
      {...fields.register(name)}
    />
  );
  return (
    <>
      {text('nickname')}
      {text('email', 'email')}
      {text('contact', 'tel')}
      {text('name')}
      <FormAreaSelect cities={cities.data} form={fields} />
    </>
  );
}
