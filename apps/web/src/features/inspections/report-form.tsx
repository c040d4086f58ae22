import { INSPECTION_RATINGS, type InspectionRating } from '@contracts/inspection-checklists.ts';
import { INSPECTION_LIMITS } from '@contracts/limits.ts';
import { inspectionReportInputSchema } from '@contracts/schemas/inspections.ts';
import type { InspectionRequestDto } from '@steelyard/contracts';
import { useFileInspectionReport } from '../../api/inspections.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { imageIdsOf, PhotoPicker, type PhotoItem } from '../../ui/photo-picker.tsx';
import { SelectField, TextAreaField } from '../../ui/select-field.tsx';
import { useComponentLabel } from './component-label.ts';

interface ReportValues {
  inspected_on: string;
  ratings: { component: string; rating: InspectionRating }[];
  notes: string;
  photos: PhotoItem[];
}

/** Today in the inspector's own calendar (the day field's start). */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * The report of one open request: a rating per component of its checklist (each starts at 'not
 * checked'), the day, notes and photos (each uploaded as soon as it is picked).
 */
export function ReportForm({ request, onFiled }: { request: InspectionRequestDto; onFiled: () => void }) {
  const { t } = useTranslation();
  const label = useComponentLabel();
  const fileReport = useFileInspectionReport();
  const form = useApiForm<ReportValues>({
    schema: inspectionReportInputSchema,
    defaultValues: {
      inspected_on: today(),
      ratings: request.checklist.map((component) => ({ component, rating: 'not_checked' as const })),
      notes: '',
      photos: [],
    },
    fieldOf: (name) => (name === 'image_ids' ? 'photos' : name),
    onSubmit: async ({ photos, ...values }) => {
      await fileReport.mutateAsync({
        requestId: request.id,
        body: { ...values, image_ids: imageIdsOf(photos) },
      });
      showToast(t('inspectionReport.filed'));
      onFiled();
    },
  });
  const photos = form.watch('photos');
  const uploading = photos.some((p) => p.status === 'uploading');
  return (
    <form className="inspection-form" onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <Field
        type="date"
        label={t('inspectionReport.date')}
        max={today()}
        error={form.errorOf('inspected_on')}
        {...form.register('inspected_on')}
      />
      <fieldset className="inspection-form__ratings">
        <legend className="field__label">{t('inspectionReport.checklist')}</legend>
        {request.checklist.map((component, index) => (
          <SelectField key={component} label={label(component)} {...form.register(`ratings.${index}.rating`)}>
            {INSPECTION_RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {t(`inspectionReport.ratings.${rating}`)}
              </option>
            ))}
          </SelectField>
        ))}
        {form.errorOf('ratings') ? <p className="field__error">{form.errorOf('ratings')}</p> : null}
      </fieldset>
      <TextAreaField
        label={t('inspectionReport.notes')}
        rows={5}
        maxLength={INSPECTION_LIMITS.notesMax}
        error={form.errorOf('notes')}
        {...form.register('notes')}
      />
      <PhotoPicker
        photos={photos}
        max={INSPECTION_LIMITS.photosPerReport}
        limitMessage="inspection.too_many_photos"
        markCover={false}
        error={form.errorOf('photos')}
        onChange={(update) => form.change({ photos: update(form.getValues('photos')) })}
      />
      <Button type="submit" block busy={form.busy} disabled={uploading}>
        {t('inspectionReport.file')}
      </Button>
    </form>
  );
}
