import { LIMITS } from '@contracts/limits.ts';
import { specAlertSchema } from '@contracts/schemas/alarms.ts';
import { productListFiltersSchema, type ProductListFilters } from '@contracts/schemas/products.ts';
import { useId } from 'react';
import { useSaveSpecAlert } from '../../api/keywords.ts';
import type { ProductFilters } from '../../api/products.ts';
import type { FilterChip } from './filter-chips.tsx';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { CheckField } from '../../ui/check-field.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field, FormError } from '../../ui/field.tsx';

/** The list's filters a spec alert keeps. */
const ALERT_KEYS = Object.keys(productListFiltersSchema.shape) as (keyof ProductListFilters)[];

/** Only what a spec alert keeps of the list's filters: not the sort, nor the distance. */
function alertFilters(filters: ProductFilters): Partial<ProductListFilters> {
  return Object.fromEntries(
    ALERT_KEYS.filter((key) => filters[key] !== undefined).map((key) => [key, filters[key]]),
  );
}

/** The word and the chips of what the alert keeps (not the sort's chip, nor the distance's). */
const alertLabels = (filters: ProductFilters, chips: FilterChip[]) => [
  ...(filters.word ? [filters.word] : []),
  ...chips
    .filter((chip) => chip.clears.some((key) => (ALERT_KEYS as string[]).includes(key)))
    .map((chip) => chip.label),
];

/**
 * The chips' words as a first name ('Lathe, Swing ≥ 500 mm'): whole chips while they fit the
 * longest a name may be (the first one cut if it alone is longer).
 */
function suggestedName(labels: string[]): string {
  const length = (text: string) => [...text].length;
  let name = '';
  for (const label of labels) {
    const longer = name ? `${name}, ${label}` : label;
    if (length(longer) > LIMITS.specAlertNameMax) break;
    name = longer;
  }
  return name || [...(labels[0] ?? '')].slice(0, LIMITS.specAlertNameMax).join('');
}

/**
 * 'Save as alert' from the list's filters: a name (the chips' words to start with) and whether the
 * matches come in a daily digest; the server's refusal (20 saved) shows under the name.
 */
export function SaveAlertDialog({
  filters,
  chips,
  onClose,
}: {
  filters: ProductFilters;
  chips: FilterChip[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const save = useSaveSpecAlert();
  const form = useApiForm<{ name: string; digest: boolean }>({
    schema: specAlertSchema.pick({ name: true, digest: true }),
    defaultValues: { name: suggestedName(alertLabels(filters, chips)), digest: false },
    onSubmit: async (values) => {
      await save.mutateAsync({ ...values, filters: alertFilters(filters) });
      showToast(t('specAlerts.saved'));
      onClose();
    },
  });
  return (
    <Dialog
      open
      role="dialog"
      title={t('specAlerts.saveTitle')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={form.busy}>
            {t('specAlerts.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <Field
          label={t('specAlerts.name')}
          maxLength={LIMITS.specAlertNameMax + 5}
          autoComplete="off"
          error={form.errorOf('name')}
          {...form.register('name')}
        />
        <CheckField label={t('specAlerts.digest')} {...form.register('digest')} />
        <p className="save-alert__help">{t('specAlerts.help')}</p>
      </form>
    </Dialog>
  );
}

export default SaveAlertDialog;
