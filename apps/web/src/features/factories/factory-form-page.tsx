import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { FactoryDto } from '@steelyard/contracts';
import { SERVICE_PROCESSES } from '@contracts/enums.ts';
import { FACTORY_LIMITS } from '@contracts/limits.ts';
import { factoryInputSchema, factoryPatchSchema } from '@contracts/schemas/factories.ts';
import { factoryQuery, useCreateFactory, useEditFactory } from '../../api/factories.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { CheckField } from '../../ui/check-field.tsx';
import { Field, FieldError, FormError } from '../../ui/field.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { imageIdsOf, PhotoPicker, photosFromImages, type PhotoItem } from '../../ui/photo-picker.tsx';
import { FormPlaceFieldset } from '../../ui/place-fieldset.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { TextAreaField } from '../../ui/select-field.tsx';
import './factories.css';
import { emptyPeriod, FactoryPeriodsField, type PeriodRow } from './factory-periods-field.tsx';

interface Machine {
  name: string;
  make: string;
  model: string;
  year: string;
}

interface FactoryValues {
  [key: string]: string | string[] | Machine[] | PeriodRow[] | PhotoItem[] | number | null;
  title: string;
  description: string;
  city: string;
  county: string;
  floor_area: string;
  capabilities: string[];
  equipment: Machine[];
  certifications: string;
  periods: PeriodRow[];
  photos: PhotoItem[];
  place_name: string;
  lat: number | null;
  lon: number | null;
}

const emptyMachine: Machine = { name: '', make: '', model: '', year: '' };
/** A machine as the server takes it: blank parts left out. */
const machineOf = (m: Machine) =>
  Object.fromEntries(
    Object.entries(m)
      .filter(([, value]) => value.trim() !== '')
      .map(([k, v]) => [k, k === 'year' ? Number(v) : v.trim()]),
  );

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's values: empty for a new listing, the stored ones for an edit. */
function formValues(factory: FactoryDto | null): FactoryValues {
  return {
    title: factory?.title ?? '',
    description: factory?.description ?? '',
    city: factory?.city ?? '',
    county: text(factory?.county),
    floor_area: text(factory?.floor_area),
    capabilities: factory?.capabilities ?? [],
    equipment: (factory?.equipment ?? []).map((m) => ({
      name: m.name,
      make: text(m.make),
      model: text(m.model),
      year: text(m.year),
    })),
    certifications: text(factory?.certifications),
    periods: factory?.periods.length ? factory.periods : [{ ...emptyPeriod }],
    photos: photosFromImages(factory?.images ?? []),
    place_name: text(factory?.place_name),
    lat: factory?.lat ?? null,
    lon: factory?.lon ?? null,
  };
}

/** The listing form: a new factory, or the owner's edit of `factory` (through the patch schema). */
function FactoryForm({ factory }: { factory: FactoryDto | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateFactory();
  const edit = useEditFactory(factory?.id ?? 0);
  const form = useApiForm<FactoryValues>({
    schema: factory ? factoryPatchSchema : factoryInputSchema,
    defaultValues: formValues(factory),
    // The server names a period's day without its row (`periods.starts_on`): shown under the list.
    fieldOf: (name) => (name.startsWith('periods.') ? 'periods' : name),
    onSubmit: async ({ equipment, periods, photos, lat, lon, ...values }) => {
      // Multipart has no nesting: the machines and periods travel as JSON fields. No pin: blank, cleared.
      const body = {
        ...values,
        equipment: JSON.stringify(equipment.map(machineOf)),
        periods: JSON.stringify(periods),
        // An empty list would send nothing (kept on an edit): a blank clears the photos.
        image_ids: photos.length ? imageIdsOf(photos) : '',
        lat: lat ?? '',
        lon: lon ?? '',
      };
      const saved = factory ? await edit.mutateAsync(body) : await create.mutateAsync(body);
      showToast(t(factory ? 'factories.edited' : 'factories.created'));
      navigate(`/factories/${saved.id}`, { replace: true });
    },
  });
  const capabilities = form.watch('capabilities');
  const equipment = form.watch('equipment');
  const periods = form.watch('periods');
  const photos = form.watch('photos');
  const uploading = photos.some((p) => p.status !== 'done');
  const toggle = (capability: string) =>
    form.change({
      capabilities: capabilities.includes(capability)
        ? capabilities.filter((c) => c !== capability)
        : [...capabilities, capability],
    });
  const setMachine = (index: number, patch: Partial<Machine>) =>
    form.change({ equipment: equipment.map((m, i) => (i === index ? { ...m, ...patch } : m)) });

  return (
    <form className="factory-form" onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <PhotoPicker
        photos={photos}
        error={form.errorOf('image_ids')}
        max={FACTORY_LIMITS.photosMax}
        limitMessage="factory.images_max"
        markCover={false}
        onChange={(update) =>
          form.setValue('photos', update(form.getValues('photos')), { shouldDirty: true })
        }
      />
      <Field label={t('factories.fields.title')} error={form.errorOf('title')} {...form.register('title')} />
      <TextAreaField
        label={t('factories.fields.description')}
        rows={4}
        error={form.errorOf('description')}
        {...form.register('description')}
      />
      <div className="factory-form__pair">
        <Field label={t('factories.fields.city')} error={form.errorOf('city')} {...form.register('city')} />
        <Field
          label={t('factories.fields.county')}
          error={form.errorOf('county')}
          {...form.register('county')}
        />
      </div>
      <FormPlaceFieldset
        form={form}
        legend={t('factories.fields.place')}
        nameLabel={t('factories.fields.placeName')}
      />
      <Field
        label={t('factories.fields.floorArea')}
        inputMode="numeric"
        error={form.errorOf('floor_area')}
        {...form.register('floor_area')}
      />
      <fieldset className="choice">
        <legend className="field__label">{t('factories.fields.capabilities')}</legend>
        <div className="factory-capabilities">
          {SERVICE_PROCESSES.map((process) => (
            <CheckField
              key={process}
              label={t(`services.processes.${process}`)}
              checked={capabilities.includes(process)}
              onChange={() => toggle(process)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="choice">
        <legend className="field__label">{t('factories.fields.equipment')}</legend>
        {equipment.map((machine, index) => (
          <div key={index} className="factory-machine">
            <Field
              label={t('factories.fields.machine')}
              value={machine.name}
              onChange={(e) => setMachine(index, { name: e.target.value })}
            />
            <div className="factory-form__pair">
              <Field
                label={t('factories.fields.make')}
                value={machine.make}
                onChange={(e) => setMachine(index, { make: e.target.value })}
              />
              <Field
                label={t('factories.fields.model')}
                value={machine.model}
                onChange={(e) => setMachine(index, { model: e.target.value })}
              />
            </div>
            <Field
              label={t('factories.fields.year')}
              inputMode="numeric"
              value={machine.year}
              onChange={(e) => setMachine(index, { year: e.target.value })}
            />
            <Button
              size="sm"
              variant="ghost"
              onClick={() => form.change({ equipment: equipment.filter((_, i) => i !== index) })}
            >
              {t('factories.fields.removeMachine')}
            </Button>
          </div>
        ))}
        {equipment.length < FACTORY_LIMITS.equipmentMax ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => form.change({ equipment: [...equipment, { ...emptyMachine }] })}
          >
            {t('factories.fields.addMachine')}
          </Button>
        ) : null}
        <FieldError message={form.errorOf('equipment')} />
      </fieldset>
      <Field
        label={t('factories.fields.certifications')}
        error={form.errorOf('certifications')}
        {...form.register('certifications')}
      />
      <FactoryPeriodsField
        periods={periods}
        onChange={(next) => form.change({ periods: next })}
        errorOf={form.errorOf}
      />
      <Button type="submit" block busy={form.busy} disabled={uploading}>
        {factory ? t('factories.save') : t('factories.submit')}
      </Button>
    </form>
  );
}

/** `/factories/create`: a factory or its free capacity, its machines and the periods it is free; with `?id=` the owner's edit. */
export function FactoryFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '') || null;
  const existing = useQuery({ ...factoryQuery(id ?? 0), enabled: id !== null });
  return (
    <div className="page">
      <PageTitleBar
        title={id ? t('factories.edit') : t('factories.create')}
        fallback={id ? `/factories/${id}` : '/factoryApplications'}
      />
      {id ? (
        <QueryState query={existing}>{(factory) => <FactoryForm key={id} factory={factory} />}</QueryState>
      ) : (
        <FactoryForm key="new" factory={null} />
      )}
    </div>
  );
}

export { FactoryFormPage as Component };
