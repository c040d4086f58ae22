import type { ReactNode } from 'react';
import type { CategoryKind } from '@steelyard/contracts';
import { useCategories } from '../../api/catalog.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Tabs } from '../../ui/tabs.tsx';

/** A board's category tabs ('All' first) over its list; just the list when the board has no categories. */
export function CategoryTabs({
  kind,
  label,
  value,
  onChange,
  children,
}: {
  kind: CategoryKind;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { data: categories = [] } = useCategories(kind);
  if (categories.length === 0) return children;
  return (
    <Tabs
      label={label}
      value={value}
      onChange={onChange}
      items={[
        { value: 'all', label: t('products.all') },
        ...categories.map((c) => ({ value: String(c.id), label: c.title })),
      ]}
    >
      {children}
    </Tabs>
  );
}
