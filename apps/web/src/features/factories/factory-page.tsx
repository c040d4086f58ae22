import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FACTORY_LIMITS } from '@contracts/limits.ts';
import type { FactoryDto } from '@steelyard/contracts';
import { factoryApplicationInputSchema } from '@contracts/schemas/factories.ts';
import { factoryQuery, useApplyForFactory } from '../../api/factories.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { Sheet } from '../../ui/dialog.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { MapView } from '../../ui/map-view.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { PhotoStrip } from '../../ui/photo-strip.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { TextAreaField } from '../../ui/select-field.tsx';
import { HiddenTag } from '../../ui/hidden-tag.tsx';
import { usePeriodText } from '../../ui/period-text.ts';
import './factories.css';
import { usePlaceText } from '../../ui/place-name.ts';

interface ApplyValues {
  [key: string]: string;
  factory_id: string;
  starts_on: string;
  ends_on: string;
  message: string;
}

function ApplySheet({ factory, open, onClose }: { factory: FactoryDto; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const apply = useApplyForFactory();
  const form = useApiForm<ApplyValues>({
    schema: factoryApplicationInputSchema,
    defaultValues: { factory_id: String(factory.id), starts_on: '', ends_on: '', message: '' },
    onSubmit: async (values) => {
      await apply.mutateAsync({ ...values, factory_id: factory.id });
      showToast(t('factories.applied'));
      onClose();
    },
  });
  return (
    <Sheet open={open} title={t('factories.apply')} onClose={onClose}>
      <form className="factory-form" onSubmit={form.submit} noValidate>
        <FormError message={form.formError ?? form.errorOf('factory_id') ?? null} />
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
        <TextAreaField
          label={t('factories.fields.message')}
          rows={3}
          maxLength={FACTORY_LIMITS.messageMax}
          error={form.errorOf('message')}
          {...form.register('message')}
        />
        <Button type="submit" block busy={form.busy}>
          {t('factories.apply')}
        </Button>
      </form>
    </Sheet>
  );
}

/** The factory's place: its name, and the map (loaded only when it comes near the screen). */
function FactoryPlace({ factory }: { factory: FactoryDto }) {
  const { t } = useTranslation();
  if (!factory.place_name && (factory.lat === null || factory.lon === null)) return null;
  return (
    <section className="factory-section" aria-labelledby="factory-place">
      <h2 id="factory-place" className="factory-section__title">
        {t('factories.location')}
      </h2>
      {factory.place_name ? <p>{factory.place_name}</p> : null}
      {factory.lat !== null && factory.lon !== null ? (
        <MapView
          lat={factory.lat}
          lon={factory.lon}
          pinned
          zoom={15}
          label={t('factories.map')}
          failedText={t('factories.mapFailed')}
        />
      ) : null}
    </section>
  );
}

function FactoryView({ factory }: { factory: FactoryDto }) {
  const place = usePlaceText();
  const { t } = useTranslation();
  const [applying, setApplying] = useState(false);
  const periodText = usePeriodText();
  return (
    <>
      <header className="factory-head">
        {factory.is_hidden ? <HiddenTag /> : null}
        <h1 className="factory-head__title">{factory.title}</h1>
        {factory.is_owner ? (
          <Link to={`/factories/create?id=${factory.id}`} className="btn btn--secondary btn--sm">
            {t('factories.editLink')}
          </Link>
        ) : null}
        <p className="factory-row__facts">
          {place(factory.city, factory.county)} · {t('factories.area', { area: factory.floor_area })} ·{' '}
          {t('factories.owner')} {factory.user.nickname}
        </p>
      </header>
      <PhotoStrip className="factory-photos" images={factory.images} label={t('factories.fields.photos')} />
      <p className="factory-description">{factory.description}</p>
      <section className="factory-section">
        <h2 className="factory-section__title">{t('factories.fields.capabilities')}</h2>
        <p>{factory.capabilities.map((c) => t(`services.processes.${c}`)).join(', ')}</p>
        <h2 className="factory-section__title">{t('factories.fields.equipment')}</h2>
        <ul className="factory-equipment">
          {factory.equipment.map((machine, index) => (
            <li key={index}>
              {[machine.name, machine.make, machine.model, machine.year].filter(Boolean).join(' · ')}
            </li>
          ))}
        </ul>
        {factory.certifications ? <p>{factory.certifications}</p> : null}
        <h2 className="factory-section__title">{t('factories.freePeriods')}</h2>
        <ul className="factory-equipment">
          {factory.periods.map((free) => (
            <li key={free.starts_on}>{periodText.one(free)}</li>
          ))}
        </ul>
        {factory.taken.length ? (
          <>
            <h2 className="factory-section__title">{t('factories.taken')}</h2>
            <ul className="factory-equipment">
              {factory.taken.map((taken) => (
                <li key={taken.starts_on}>{periodText.one(taken)}</li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <FactoryPlace factory={factory} />
      {factory.is_owner ? null : (
        <div className="factory-actions">
          <Button block onClick={() => setApplying(true)}>
            {t('factories.apply')}
          </Button>
          <ApplySheet factory={factory} open={applying} onClose={() => setApplying(false)} />
        </div>
      )}
    </>
  );
}

/** `/factories/{id}`: a factory, its machines, the periods already taken, and the application. */
export function FactoryPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useQuery(factoryQuery(id));
  return (
    <div className="page">
      <PageTitleBar title={t('factories.title')} fallback="/factoryApplications" />
      <QueryState query={query}>{(factory) => <FactoryView factory={factory} />}</QueryState>
    </div>
  );
}

export { FactoryPage as Component };
