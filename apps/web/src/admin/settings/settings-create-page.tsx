import { Link, useNavigate } from 'react-router';
import { adminSettingsSchema } from '@contracts/schemas/settings.ts';
import type { AdminSettingsDto } from '@steelyard/contracts';
import { useAdminSettings, useUpdateSettings, type SettingsFormValues } from '../../api/admin-settings.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { QueryState } from '../../ui/query-states.tsx';

function SettingsForm({ current }: { current: AdminSettingsDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateSettings();
  const form = useApiForm<SettingsFormValues>({
    schema: adminSettingsSchema,
    defaultValues: {
      min_price_for_show: String(current.min_price_for_show),
      ios: current.ios,
      android: current.android,
      bump_limit: String(current.bump_limit),
    },
    onSubmit: async (values) => {
      await update.mutateAsync(values);
      showToast(t('adminSettings.saved'));
      navigate('/admin/settings', { replace: true });
    },
  });
  return (
    <form className="admin-panel admin-panel--form" onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <Field
        type="number"
        inputMode="numeric"
        min={0}
        label={t('adminSettings.minPrice')}
        error={form.errorOf('min_price_for_show')}
        {...form.register('min_price_for_show')}
      />
      <p className="admin-note">{t('adminSettings.minPriceHint')}</p>
      <Field label={t('adminSettings.ios')} error={form.errorOf('ios')} {...form.register('ios')} />
      <Field
        label={t('adminSettings.android')}
        error={form.errorOf('android')}
        {...form.register('android')}
      />
      <p className="admin-note">{t('adminSettings.versionsHint')}</p>
      <Field
        type="number"
        inputMode="numeric"
        min={0}
        label={t('adminSettings.bumpLimit')}
        error={form.errorOf('bump_limit')}
        {...form.register('bump_limit')}
      />
      <p className="admin-note">{t('adminSettings.bumpLimitHint')}</p>
      <p className="admin-note">{t('adminSettings.audited')}</p>
      <div className="admin-user__actions">
        <Button type="submit" busy={form.busy}>
          {t('adminSettings.save')}
        </Button>
        <Link to="/admin/settings" className="btn btn--secondary">
          {t('adminSettings.cancel')}
        </Link>
      </div>
    </form>
  );
}

/** /admin/settings/create: new values for the minimum price to show, the app versions and the bump limit. */
export function AdminSettingsCreatePage() {
  const { t } = useTranslation();
  const settings = useAdminSettings();
  return (
    <div className="admin-narrow">
      <h1 className="admin-h1">{t('adminSettings.createTitle')}</h1>
      <QueryState query={settings}>{(current) => <SettingsForm current={current} />}</QueryState>
    </div>
  );
}

export { AdminSettingsCreatePage as Component };
