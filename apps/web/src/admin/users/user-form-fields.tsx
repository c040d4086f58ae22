import { useQuery } from '@tanstack/react-query';
import { citiesQuery } from '../../api/catalog.ts';
import type { AdminUserEditValues } from '../../api/admin-users.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { AreaSelect } from '../../ui/area-select.tsx';
import { Field } from '../../ui/field.tsx';

/** The member fields the admin edits and creates with: nickname, email, contact, name, activity area. */
export function UserFormFields({
  values,
  errors,
  country,
  onChange,
}: {
  values: AdminUserEditValues;
  errors: Record<string, string>;
  country: string;
  onChange: (next: Partial<AdminUserEditValues>, field: string) => void;
}) {
  const { t } = useTranslation();
  const cities = useQuery(citiesQuery(country));
  const text = (name: 'nickname' | 'email' | 'contact' | 'name', type = 'text') => (
    <Field
      label={t(`adminAccounts.fields.${name}`)}
      name={name}
      type={type}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => onChange({ [name]: event.target.value }, name)}
    />
  );
  return (
    <>
      {text('nickname')}
      {text('email', 'email')}
      {text('contact', 'tel')}
      {text('name')}
      <AreaSelect
        cities={cities.data}
        city={values.city}
        county={values.county}
        errors={{ city: errors.city, county: errors.county }}
        onChange={(next) => onChange(next, 'county')}
      />
    </>
  );
}
