import { useState, type ChangeEvent } from 'react';
import { BROWSE_COUNTRIES } from '@contracts/countries.ts';
import { PROMOTION_TYPES } from '@contracts/enums.ts';
import { LANGUAGES } from '@contracts/languages.ts';
import { adminPromotionInputSchema } from '@contracts/schemas/promotions.ts';
import type { AdminPromotionDto, PromotionType } from '@steelyard/contracts';
import type { PromotionFormValues } from '../../api/admin-promotions.ts';
import { useUploadImage } from '../../api/images.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { CheckField } from '../../ui/check-field.tsx';
import { Field, FieldError, FormError } from '../../ui/field.tsx';
import { SelectField } from '../../ui/select-field.tsx';

/** An instant as a `datetime-local` value in the admin's time zone. */
function localInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form's starting values: the promotion's, or a new one of `type` running from now for 30 days. */
export function promotionFormValues(
  promotion: AdminPromotionDto | null,
  type: PromotionType,
): PromotionFormValues {
  if (!promotion) {
    const now = Date.now();
    return {
      type,
      image_id: '',
      url: '',
      type_url: '1',
      starts_at: localInput(new Date(now).toISOString()),
      ends_at: localInput(new Date(now + 30 * 86_400_000).toISOString()),
      position: '0',
      paused: false,
      countries: [],
      languages: [],
    };
  }
  return {
    type: promotion.type,
    image_id: String(promotion.image_id),
    url: promotion.url ?? '',
    type_url: promotion.type_url === 2 ? '2' : '1',
    starts_at: localInput(promotion.starts_at),
    ends_at: localInput(promotion.ends_at),
    position: String(promotion.position),
    paused: promotion.paused,
    countries: promotion.countries,
    languages: promotion.languages,
  };
}

/**
 * The create and edit form of a promotion: kind, image (uploaded through `POST /api/images` first),
 * link and its kind, schedule, order, pause switch, and the countries and languages it targets.
 */
export function PromotionForm({
  initial,
  imageUrl,
  onSubmit,
  submitLabel,
}: {
  initial: PromotionFormValues;
  imageUrl: string | null;
  onSubmit: (values: PromotionFormValues) => Promise<unknown>;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const upload = useUploadImage();
  const [preview, setPreview] = useState(imageUrl);
  const form = useApiForm<PromotionFormValues>({
    schema: adminPromotionInputSchema,
    defaultValues: initial,
    onSubmit,
    // The upload's refusal (`image`) belongs to the image the form sends.
    fieldOf: (name) => (name === 'image' ? 'image_id' : name),
  });
  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (!file) return;
    form.clearErrors('image_id');
    try {
      // Cropped by the server to the size the chosen kind is shown at.
      const image = await upload.mutateAsync({ file, promotionType: form.getValues('type') });
      setPreview(image.url);
      form.change({ image_id: String(image.id) });
    } catch (error) {
      form.fail(error);
    }
  };
  return (
    <form className="admin-panel admin-panel--form admin-promotion-form" onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <SelectField
        label={t('adminPromotions.fields.type')}
        error={form.errorOf('type')}
        {...form.register('type')}
      >
        {PROMOTION_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`adminPromotions.titles.${type}`)}
          </option>
        ))}
      </SelectField>
      <div className="field">
        <span className="field__label">{t('adminPromotions.fields.image')}</span>
        {preview ? (
          <img
            className="admin-promotion-form__preview"
            src={preview}
            alt={t('adminPromotions.fields.image')}
          />
        ) : null}
        <label className="btn btn--secondary btn--sm admin-promotion-form__pick">
          {upload.isPending ? t('adminPromotions.fields.uploading') : t('adminPromotions.fields.chooseImage')}
          <input type="file" accept="image/*" className="visually-hidden" onChange={pickImage} />
        </label>
        <FieldError message={form.errorOf('image_id')} />
      </div>
      <SelectField
        label={t('adminPromotions.fields.typeUrl')}
        error={form.errorOf('type_url')}
        {...form.register('type_url')}
      >
        <option value="1">{t('adminPromotions.fields.internal')}</option>
        <option value="2">{t('adminPromotions.fields.external')}</option>
      </SelectField>
      <Field label={t('adminPromotions.fields.url')} error={form.errorOf('url')} {...form.register('url')} />
      <div className="admin-promotion-form__row">
        <Field
          type="datetime-local"
          label={t('adminPromotions.fields.startsAt')}
          error={form.errorOf('starts_at')}
          {...form.register('starts_at')}
        />
        <Field
          type="datetime-local"
          label={t('adminPromotions.fields.endsAt')}
          error={form.errorOf('ends_at')}
          {...form.register('ends_at')}
        />
      </div>
      <Field
        type="number"
        min={0}
        label={t('adminPromotions.fields.position')}
        error={form.errorOf('position')}
        {...form.register('position')}
      />
      <CheckField
        className="admin-check"
        label={t('adminPromotions.fields.paused')}
        error={form.errorOf('paused')}
        {...form.register('paused')}
      />
      <fieldset className="admin-promotion-form__choices">
        <legend>{t('adminPromotions.fields.countries')}</legend>
        {BROWSE_COUNTRIES.filter((c) => c !== 'OTHER').map((country) => (
          <label key={country} className="check">
            <input type="checkbox" value={country} {...form.register('countries')} />
            {country}
          </label>
        ))}
        <FieldError message={form.errorOf('countries')} />
      </fieldset>
      <fieldset className="admin-promotion-form__choices">
        <legend>{t('adminPromotions.fields.languages')}</legend>
        {LANGUAGES.map((language) => (
          <label key={language} className="check">
            <input type="checkbox" value={language} {...form.register('languages')} />
            {language}
          </label>
        ))}
        <FieldError message={form.errorOf('languages')} />
      </fieldset>
      <p className="admin-note">{t('adminPromotions.audited')}</p>
      <Button type="submit" busy={form.busy || upload.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
