import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BROWSE_COUNTRIES } from '@contracts/countries.ts';
import { isLanguage, LANGUAGES } from '@contracts/languages.ts';
import { LIMITS } from '@contracts/limits.ts';
import type { AnnouncementAudience } from '@steelyard/contracts';
import { adminAnnouncementsQuery, sendAnnouncement, type AnnouncementForm } from '../../api/alarms.ts';
import { useFieldErrors } from '../../api/form-errors.ts';
import { formatDate, localeOf } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { AdminTable } from '../admin-table.tsx';
import './alarms.css';

const COUNTRIES = BROWSE_COUNTRIES.filter((code) => code !== 'OTHER');
const EMPTY: AnnouncementForm = { title: '', body: '', audience: 'all', audience_value: '' };

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

/** A labelled select with its error under it. */
function SelectField({
  id,
  label,
  value,
  error,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ComposeForm() {
  const { t, language } = useTranslation();
  const audienceLabel = useAudienceLabel();
  const regions = new Intl.DisplayNames([localeOf(language)], { type: 'region' });
  const [form, setForm] = useState<AnnouncementForm>(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const { errors, capture, clear } = useFieldErrors();
  const set = (patch: Partial<AnnouncementForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    for (const key of Object.keys(patch)) clear(key);
    setSent(null);
  };

  async function send() {
    setConfirming(false);
    setBusy(true);
    try {
      const result = await sendAnnouncement(form);
      setSent(result.recipient_count);
      setForm(EMPTY);
    } catch (error) {
      if (!capture(error)) throw error;
    } finally {
      setBusy(false);
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <h2 className="admin-h2">{t('alarms.admin.compose')}</h2>
      <Field
        label={t('alarms.admin.titleLabel')}
        name="title"
        value={form.title}
        maxLength={LIMITS.announcementTitleMax}
        error={errors.title}
        onChange={(event) => set({ title: event.target.value })}
      />
      <div className="field">
        <label className="field__label" htmlFor="announcement-body">
          {t('alarms.admin.bodyLabel')}
        </label>
        <textarea
          id="announcement-body"
          className="field__input field__input--area"
          rows={4}
          value={form.body}
          maxLength={LIMITS.announcementBodyMax}
          aria-invalid={errors.body ? true : undefined}
          onChange={(event) => set({ body: event.target.value })}
        />
        {errors.body ? (
          <p className="field__error" role="alert">
            {errors.body}
          </p>
        ) : null}
      </div>
      <div className="admin-form__row">
        <SelectField
          id="announcement-audience"
          label={t('alarms.admin.audience')}
          value={form.audience}
          onChange={(value) => set({ audience: value as AnnouncementAudience, audience_value: '' })}
        >
          <option value="all">{t('alarms.admin.audienceAll')}</option>
          <option value="country">{t('alarms.admin.audienceCountry')}</option>
          <option value="language">{t('alarms.admin.audienceLanguage')}</option>
        </SelectField>
        {form.audience === 'all' ? null : (
          <SelectField
            id="announcement-value"
            label={form.audience === 'country' ? t('alarms.admin.country') : t('alarms.admin.language')}
            value={form.audience_value}
            error={errors.audience_value}
            onChange={(value) => set({ audience_value: value })}
          >
            <option value="" />
            {form.audience === 'country'
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
        <Button type="submit" busy={busy}>
          {t('alarms.admin.send')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('alarms.admin.confirmTitle')}
        onClose={() => setConfirming(false)}
        confirmLabel={t('alarms.admin.send')}
        onConfirm={() => void send()}
      >
        {t('alarms.admin.confirmBody', {
          audience: audienceLabel(form.audience, form.audience_value || null),
        })}
      </ConfirmDialog>
    </form>
  );
}

function History() {
  const { t, language } = useTranslation();
  const audienceLabel = useAudienceLabel();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const announcements = useQuery(adminAnnouncementsQuery(page));
  const go = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  return (
    <AdminTable
      list={announcements}
      emptyTitle={t('alarms.admin.empty')}
      pager={{ label: t('alarms.admin.history'), onPage: go }}
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
