import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BROWSE_COUNTRIES } from '@contracts/countries.ts';
import { isLanguage, LANGUAGES } from '@contracts/languages.ts';
import { LIMITS } from '@contracts/limits.ts';
import { announcementSchema } from '@contracts/schemas/alarms.ts';
import { pageQuerySchema } from '@contracts/schemas/common.ts';
import type { AnnouncementAudience } from '@steelyard/contracts';
import { adminAnnouncementsQuery, useSendAnnouncement, type AnnouncementValues } from '../../api/alarms.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { formatDate, localeOf } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { SelectField, TextAreaField } from '../../ui/select-field.tsx';
import { AdminTable } from '../admin-table.tsx';
import { useAdminList } from '../use-admin-list.ts';
import './alarms.css';

const COUNTRIES = BROWSE_COUNTRIES.filter((code) => code !== 'OTHER');
const EMPTY: AnnouncementValues = { title: '', body: '', audience: 'all', audience_value: '' };

function useAudienceLabel() {
  const { t, language } = useTranslation();
  const regions = new Intl.DisplayNames([localeOf(language)], { type: 'region' });
  return (audience: AnnouncementAudience, value: string | null) => {
    if (audience === 'country' && value)
      return `${t('alarms.admin.audienceCountry')} · ${regions.of(value) ?? value}`;
    if (audience === 'language' && value)
      return `${t('alarms.admin.audienceLanguage')} · ${isLanguage(value) ? t(`language.${value}`) : value}`;
    return t('alarms.admin.audienceAll');
  };
}

/** Write, ask 'are you sure?' (it cannot be taken back), send; the answer says how many it reached. */
function ComposeForm() {
  const { t, language } = useTranslation();
  const audienceLabel = useAudienceLabel();
  const regions = new Intl.DisplayNames([localeOf(language)], { type: 'region' });
  const [confirming, setConfirming] = useState(false);
  const announce = useSendAnnouncement();
  const form = useApiForm<AnnouncementValues>({
    schema: announcementSchema,
    defaultValues: EMPTY,
    onSubmit: () => setConfirming(true),
  });
  const send = form.handle(async (values) => {
    await announce.mutateAsync(values);
    form.reset(EMPTY);
  });
  const [audience, audienceValue] = form.watch(['audience', 'audience_value']);
  const sent = announce.isSuccess && !form.formState.isDirty ? announce.data.recipient_count : null;

  return (
    <form className="admin-form" onSubmit={form.submit} noValidate>
      <h2 className="admin-h2">{t('alarms.admin.compose')}</h2>
      <FormError message={form.formError} />
      <Field
        label={t('alarms.admin.titleLabel')}
        maxLength={LIMITS.announcementTitleMax}
        error={form.errorOf('title')}
        {...form.register('title')}
      />
      <TextAreaField
        label={t('alarms.admin.bodyLabel')}
        rows={4}
        maxLength={LIMITS.announcementBodyMax}
        error={form.errorOf('body')}
        {...form.register('body')}
      />
      <div className="admin-form__row">
        <SelectField
          label={t('alarms.admin.audience')}
          error={form.errorOf('audience')}
          {...form.register('audience', { onChange: () => form.setValue('audience_value', '') })}
        >
          <option value="all">{t('alarms.admin.audienceAll')}</option>
          <option value="country">{t('alarms.admin.audienceCountry')}</option>
          <option value="language">{t('alarms.admin.audienceLanguage')}</option>
        </SelectField>
        {audience === 'all' ? null : (
          <SelectField
            label={audience === 'country' ? t('alarms.admin.country') : t('alarms.admin.language')}
            error={form.errorOf('audience_value')}
            {...form.register('audience_value')}
          >
            <option value="">{t('alarms.admin.choose')}</option>
            {audience === 'country'
              ? COUNTRIES.map((code) => (
                  <option key={code} value={code}>
                    {regions.of(code) ?? code}
                  </option>
                ))
              : LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {t(`language.${code}`)}
                  </option>
                ))}
          </SelectField>
        )}
      </div>
      <div className="admin-form__actions">
        {sent !== null ? (
          <p className="admin-form__done" role="status">
            {t('alarms.admin.sent', { count: sent })}
          </p>
        ) : null}
        <Button type="submit" busy={form.busy || announce.isPending}>
          {t('alarms.admin.send')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('alarms.admin.confirmTitle')}
        onClose={() => setConfirming(false)}
        confirmLabel={t('alarms.admin.send')}
        onConfirm={() => {
          setConfirming(false);
          void send();
        }}
      >
        {t('alarms.admin.confirmBody', { audience: audienceLabel(audience, audienceValue || null) })}
      </ConfirmDialog>
    </form>
  );
}

function History() {
  const { t, language } = useTranslation();
  const audienceLabel = useAudienceLabel();
  const { page, onPage } = useAdminList(pageQuerySchema);
  const announcements = useQuery(adminAnnouncementsQuery(page));

  return (
    <AdminTable
      list={announcements}
      emptyTitle={t('alarms.admin.empty')}
      pager={{ label: t('alarms.admin.history'), onPage }}
      columns={[
        { header: t('alarms.admin.sentAt'), cell: (item) => formatDate(item.created_at, language) },
        {
          header: t('alarms.admin.titleLabel'),
          cell: (item) => (
            <>
              <strong>{item.title}</strong>
              <div className="admin-muted">{item.body}</div>
            </>
          ),
        },
        {
          header: t('alarms.admin.audience'),
          cell: (item) => audienceLabel(item.audience, item.audience_value),
        },
        {
          header: t('alarms.admin.recipients'),
          cell: (item) => t('alarms.admin.recipientCount', { count: item.recipient_count }),
        },
        { header: t('alarms.admin.sender'), cell: (item) => item.admin_nickname ?? '' },
      ]}
    />
  );
}

/** /admin/alarms: send an announcement alarm (everyone, a country, a language) and see past ones. */
export function AdminAlarmsPage() {
  const { t } = useTranslation();
  return (
    <div>
      <h1 className="admin-h1">{t('alarms.admin.title')}</h1>
      <ComposeForm />
      <h2 className="admin-h2">{t('alarms.admin.history')}</h2>
      <History />
    </div>
  );
}

export { AdminAlarmsPage as Component };
