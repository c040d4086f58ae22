import type { ReactNode } from 'react';
import type { z } from '@contracts/zod-messages.ts';
import { useApiForm } from '../api/use-api-form.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from '../ui/button.tsx';

/**
 * A back-office list's search bar: one search box per field, checked with the list's query
 * schema; searching goes back to page 1 (the caller puts the values in the URL).
 */
export function AdminSearch<K extends string>({
  schema,
  fields,
  values,
  onSearch,
  total,
}: {
  schema: z.ZodType;
  fields: { name: K; label: string }[];
  values: Record<K, string>;
  onSearch: (values: Record<K, string>) => void;
  /** '42 in total', beside the button. */
  total?: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useApiForm<Record<string, string>>({
    schema,
    defaultValues: values,
    onSubmit: (next) =>
      onSearch(
        Object.fromEntries(fields.map(({ name }) => [name, (next[name] ?? '').trim()])) as Record<K, string>,
      ),
  });
  return (
    <form className="admin-toolbar" role="search" onSubmit={form.submit}>
      {fields.map(({ name, label }) => (
        <input key={name} type="search" aria-label={label} placeholder={label} {...form.register(name)} />
      ))}
      <Button type="submit" size="sm">
        {t('admin.users.searchButton')}
      </Button>
      {total ? <span className="admin-toolbar__total">{total}</span> : null}
    </form>
  );
}
