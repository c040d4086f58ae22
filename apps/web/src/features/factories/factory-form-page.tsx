import { useNavigate } from 'react-router';
import { SERVICE_PROCESSES } from '@contracts/enums.ts';
import { FACTORY_LIMITS } from '@contracts/limits.ts';
import { factoryInputSchema } from '@contracts/schemas/factories.ts';
import { useCreateFactory } from '../../api/factories.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { CheckField } from '../../ui/check-field.tsx';
import { Field, FieldError, FormError } from '../../ui/field.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { TextAreaField } from '../../ui/select-field.tsx';
import './factories.css';

interface Machine {
  name: string;
  make: string;
  model: string;
  year: string;
}

interface FactoryValues {
  [key: string]: string | string[] | Machine[];
  title: string;
  description: string;
  city: string;
  county: string;
  floor_area: string;
  capabilities: string[];
  equipment: Machine[];
  certifications: string;
  starts_on: string;
  ends_on: string;
}

const emptyMachine: Machine = { name: '', make: '', model: '', year: '' };
/** A machine as the server takes it: blank parts left out. */
const machineOf = (m: Machine) =>
  Object.fromEntries(
    Object.entries(m)
      .filter(([, value]) => value.trim() !== '')
      .map(([k, v]) => [k, k === 'year' ? Number(v) : v.trim()]),
  );

/** `/factories/create`: a factory or its free capacity, its machines and the period it is free. */
export function FactoryFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateFactory();
  const form = useApiForm<FactoryValues>({
    schema: factoryInputSchema,
    defaultValues: {
      title: '',
      description: '',
      city: '',
      county: '',
      floor_area: '',
      capabilities: [],
      equipment: [],
      certifications: '',
      starts_on: '',
      ends_on: '',
    },
    onSubmit: async ({ equipment, ...values }) => {
      // Multipart has no nesting: the machines travel as one JSON field.
      const factory = await create.mutateAsync({
        ...values,
        equipment: JSON.stringify(equipment.map(machineOf)),
      });
      showToast(t('factories.created'));
      navigate(`/factories/${factory.id}`, { replace: true });
    },
  });
  const capabilities = form.watch('capabilities');
  const equipment = form.watch('equipment');
  const toggle = (capability: string) =>
    form.change({
      capabilities: capabilities.includes(capability)
        ? capabilities.filter((c) => c !== capability)
        : [...capabilities, capability],
    });
  const setMachine = (index: number, patch: Partial<Machine>) =>
    form.change({ equipment: equipment.map((m, i) => (i === index ? { ...m, ...patch } : m)) });

  return (
    <div className="page">
      <PageTitleBar title={t('factories.create')} fallback="/factoryApplications" />
      <form className="factory-form" onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <Field
          label={t('factories.fields.title')}
          error={form.errorOf('title')}
          {...form.register('title')}
        />
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
        <div className="factory-form__pair">
          <Field
            type="date"
            label={t('factories.fields.startsOn')}
            error={form.errorOf('starts_on')}
            {...form.register('starts_on')}
          />
          <Field
            type="date"
            label={t('factories.fields.endsOn')}
            error={form.errorOf('ends_on')}
            {...form.register('ends_on')}
          />
        </div>
        <Button type="submit" block busy={form.busy}>
          {t('factories.submit')}
        </Button>
      </form>
    </div>
  );
}

export { FactoryFormPage as Component };
