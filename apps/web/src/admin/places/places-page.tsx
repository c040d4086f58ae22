import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mergeCitySchema, mergeCountySchema, unmatchedPlacesQuerySchema } from '@contracts/schemas/places.ts';
import type { UnmatchedPlaceDto } from '@steelyard/contracts';
import { useAddPlace, useMergePlace, useUnmatchedPlaces, type PlaceKind } from '../../api/admin-places.ts';
import { citiesQuery } from '../../api/catalog.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FormError } from '../../ui/field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { AdminTable } from '../admin-table.tsx';
import { useAdminList } from '../use-admin-list.ts';

/** The merge's one field, as the server's merge schema checks it. */
const MERGE_FIELDS = {
  userCities: { name: 'city_id', schema: mergeCitySchema.pick({ city_id: true }) },
  userCounties: { name: 'county_id', schema: mergeCountySchema.pick({ county_id: true }) },
} as const;

/** Choose the known place to merge into: the country's cities, or the counties of the place's city. */
function MergeDialog({
  kind,
  place,
  onClose,
}: {
  kind: PlaceKind;
  place: UnmatchedPlaceDto;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const merge = useMergePlace(kind);
  const { data: cities = [] } = useQuery(citiesQuery(place.country));
  const field = MERGE_FIELDS[kind];
  const form = useApiForm<Record<string, string>>({
    schema: field.schema,
    defaultValues: { [field.name]: '' },
    onSubmit: async (values) => {
      const moved = await merge.mutateAsync({ place, targetId: Number(values[field.name]) });
      showToast(t('adminPlaces.merged', { members: moved.members, posts: moved.posts }));
      onClose();
    },
  });
  const options =
    kind === 'userCities'
      ? cities.map((city) => ({ id: city.id, label: city.name }))
      : cities.flatMap((city) =>
          city.counties.map((county) => ({ id: county.id, label: `${city.name} ${county.name}` })),
        );
  return (
    <Dialog
      open
      role="dialog"
      title={t('adminPlaces.mergeTitle', { name: place.name })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('adminPlaces.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={form.busy} disabled={!form.watch(field.name)}>
            {t('adminPlaces.merge')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={form.submit} noValidate>
        <p>{t('adminPlaces.mergeBody', { name: place.name })}</p>
        <FormError message={form.formError} />
        <SelectField
          label={t('adminPlaces.mergeInto')}
          error={form.errorOf(field.name)}
          {...form.register(field.name)}
        >
          <option value="">{t('adminPlaces.choose')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </form>
    </Dialog>
  );
}

/**
 * /admin/userCities and /admin/userCounties: the place names members and posts use that match no
 * known place, most used first; merge one into a known place, or add it as known.
 */
export function PlacesPage({ kind }: { kind: PlaceKind }) {
  const { t, language } = useTranslation();
  const { page, onPage } = useAdminList(unmatchedPlacesQuerySchema);
  const list = useUnmatchedPlaces(kind, page);
  const add = useAddPlace(kind);
  const [merging, setMerging] = useState<UnmatchedPlaceDto | null>(null);
  const [adding, setAdding] = useState<UnmatchedPlaceDto | null>(null);
  return (
    <div>
      <h1 className="admin-h1">{t(`adminPlaces.${kind}`)}</h1>
      <p className="admin-note">{t('adminPlaces.intro')}</p>
      <AdminTable
        list={list}
        rowKey={(p) => `${p.country}/${p.city ?? ''}/${p.name}`}
        emptyTitle={t('adminPlaces.empty')}
        pager={{ label: t(`adminPlaces.${kind}`), onPage }}
        columns={[
          { header: t('adminPlaces.country'), cell: (p) => p.country },
          ...(kind === 'userCounties'
            ? [{ header: t('adminPlaces.city'), cell: (p: UnmatchedPlaceDto) => p.city }]
            : []),
          { header: t('adminPlaces.name'), cell: (p) => <strong>{p.name}</strong> },
          { header: t('adminPlaces.members'), cell: (p) => formatNumber(p.member_count, language) },
          { header: t('adminPlaces.posts'), cell: (p) => formatNumber(p.post_count, language) },
          {
            header: t('adminPlaces.actions'),
            cell: (p) => (
              <span className="admin-places__actions">
                <Button size="sm" onClick={() => setMerging(p)}>
                  {t('adminPlaces.merge')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setAdding(p)}>
                  {t('adminPlaces.add')}
                </Button>
              </span>
            ),
          },
        ]}
      />
      {merging ? <MergeDialog kind={kind} place={merging} onClose={() => setMerging(null)} /> : null}
      <ConfirmDialog
        open={adding !== null}
        title={t('adminPlaces.addTitle', { name: adding?.name ?? '' })}
        confirmLabel={t('adminPlaces.add')}
        onClose={() => setAdding(null)}
        onConfirm={async () => {
          if (!adding) return;
          setAdding(null);
          await add.mutateAsync(adding);
          showToast(t('adminPlaces.added'));
        }}
      >
        <p>{t('adminPlaces.addBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
