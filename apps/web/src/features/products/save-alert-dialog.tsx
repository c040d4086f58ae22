import { LIMITS } from '@contracts/limits.ts';
import { specAlertSchema } from '@contracts/schemas/alarms.ts';
import { productListFiltersSchema, type ProductListFilters } from '@contracts/schemas/products.ts';
import { useId } from 'react';
import { useSaveSpecAlert } from '../../api/keywords.ts';
import type { ProductFilters } from '../../api/products.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { CheckField } from '../../ui/check-field.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field, FormError } from '../../ui/field.tsx';

/** Only what a spec alert keeps of the list's filters: not the sort, nor the distance. */
function alertFilters(filters: ProductFilters): Partial<ProductListFilters> {
  const keys = Object.keys(productListFiltersSchema.shape) as (keyof ProductListFilters)[];
  return Object.fromEntries(
    keys.filter((key) => filters[key] !== undefined).map((key) => [key, filters[key]]),
  );
}

/** The chips' words as a first name ('Lathe, Swing ≥ 500 mm'), cut to the longest a name may be. */
const suggestedName = (labels: string[]) => [...labels.join(', ')].slice(0, LIMITS.specAlertNameMax).join('');

/**
 * 'Save as alert' from the list's filters: a name (the chips' words to start with) and whether the
 * matches come in a daily digest; the server's refusal (20 saved) shows under the name.
 */
export function SaveAlertDialog({
  filters,
  labels,
  onClose,
}: {
  filters: ProductFilters;
  labels: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const save = useSaveSpecAlert();
  const form = useApiForm<{ name: string; digest: boolean }>({
    schema: specAlertSchema.pick({ name: true, digest: true }),
    defaultValues: { name: suggestedName(labels), digest: false },
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
