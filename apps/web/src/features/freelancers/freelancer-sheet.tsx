import { FREELANCER_SKILLS } from '@contracts/enums.ts';
import { FREELANCER_LIMITS } from '@contracts/limits.ts';
import type { FreelancerDto } from '@steelyard/contracts';
import { freelancerInputSchema } from '@contracts/schemas/freelancers.ts';
import { usePublishFreelancer } from '../../api/freelancers.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useOwnCountry } from '../../api/session.ts';
import { currencyLabel } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { CheckField } from '../../ui/check-field.tsx';
import { Sheet } from '../../ui/dialog.tsx';
import { Field, FieldError, FormError } from '../../ui/field.tsx';
import { imageIdsOf, PhotoPicker, photosFromImages, type PhotoItem } from '../../ui/photo-picker.tsx';
import { FormPlaceFieldset } from '../../ui/place-fieldset.tsx';
import { TextAreaField } from '../../ui/select-field.tsx';

interface FreelancerValues {
  [key: string]: string | string[] | PhotoItem[] | number | null;
  headline: string;
  skills: string[];
  city: string;
  place_name: string;
  lat: number | null;
  lon: number | null;
  travel_km: string;
  experience_years: string;
  hourly_rate: string;
  certifications: string;
  bio: string;
  photos: PhotoItem[];
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The member's freelancer profile in a sheet (filled with `profile` when there is one): publishing again replaces it. */
export function FreelancerSheet({
  open,
  onClose,
  profile,
}: {
  open: boolean;
  onClose: () => void;
  profile?: FreelancerDto | null;
}) {
  const { t, language } = useTranslation();
  // Each publication stores the rate in the member's currency.
  const ownCountry = useOwnCountry();
  const publish = usePublishFreelancer();
  const form = useApiForm<FreelancerValues>({
    schema: freelancerInputSchema,
    defaultValues: {
      headline: text(profile?.headline),
      skills: profile?.skills ?? [],
      city: text(profile?.city),
      place_name: text(profile?.place_name),
      lat: profile?.lat ?? null,
      lon: profile?.lon ?? null,
      travel_km: text(profile?.travel_km),
      experience_years: text(profile?.experience_years),
      hourly_rate: text(profile?.hourly_rate),
      certifications: text(profile?.certifications),
      bio: text(profile?.bio),
      photos: photosFromImages(profile?.images ?? []),
    },
    onSubmit: async ({ photos, lat, lon, ...values }) => {
      // No pin: blank (a publication replaces the profile, base included).
      await publish.mutateAsync({ ...values, lat: lat ?? '', lon: lon ?? '', image_ids: imageIdsOf(photos) });
      showToast(t('freelancers.published'));
      onClose();
    },
  });
  const skills = form.watch('skills');
  const photos = form.watch('photos');
  const toggle = (skill: string) =>
    form.change({ skills: skills.includes(skill) ? skills.filter((s) => s !== skill) : [...skills, skill] });
  return (
    <Sheet open={open} title={t('freelancers.publish')} onClose={onClose}>
      <form className="freelancer-form" onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <Field
          label={t('freelancers.fields.headline')}
          error={form.errorOf('headline')}
          {...form.register('headline')}
        />
        <fieldset className="choice">
          <legend className="field__label">{t('freelancers.fields.skills')}</legend>
          <div className="freelancer-skills">
            {FREELANCER_SKILLS.map((skill) => (
              <CheckField
                key={skill}
                label={t(`freelancers.skills.${skill}`)}
                checked={skills.includes(skill)}
                onChange={() => toggle(skill)}
              />
            ))}
          </div>
          <FieldError message={form.errorOf('skills')} />
        </fieldset>
        <Field label={t('freelancers.fields.city')} error={form.errorOf('city')} {...form.register('city')} />
        <FormPlaceFieldset
          form={form}
          legend={t('freelancers.fields.place')}
          nameLabel={t('freelancers.fields.placeName')}
        />
        <Field
          label={t('freelancers.fields.travelKm')}
          inputMode="numeric"
          error={form.errorOf('travel_km')}
          {...form.register('travel_km')}
        />
        <Field
          label={t('freelancers.fields.experienceYears')}
          inputMode="numeric"
          error={form.errorOf('experience_years')}
          {...form.register('experience_years')}
        />
        <Field
          label={t('freelancers.fields.hourlyRate', { currency: currencyLabel(ownCountry, language) })}
          inputMode="numeric"
          error={form.errorOf('hourly_rate')}
          {...form.register('hourly_rate')}
        />
        <Field
          label={t('freelancers.fields.certifications')}
          error={form.errorOf('certifications')}
          {...form.register('certifications')}
        />
        <TextAreaField
          label={t('freelancers.fields.bio')}
          rows={4}
          error={form.errorOf('bio')}
          {...form.register('bio')}
        />
        <fieldset className="choice">
          <legend className="field__label">{t('freelancers.portfolio')}</legend>
          <PhotoPicker
            photos={photos}
            error={form.errorOf('image_ids')}
            max={FREELANCER_LIMITS.photosMax}
            limitMessage="freelancer.images_max"
            markCover={false}
            onChange={(update) =>
              form.setValue('photos', update(form.getValues('photos')), { shouldDirty: true })
            }
          />
        </fieldset>
        <Button type="submit" block busy={form.busy} disabled={photos.some((p) => p.status !== 'done')}>
          {t('freelancers.publish')}
        </Button>
      </form>
    </Sheet>
  );
}
