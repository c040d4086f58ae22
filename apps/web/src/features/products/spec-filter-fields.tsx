import { useQuery } from '@tanstack/react-query';
import { isSpecSort, SPEC_SORTS } from '@contracts/enums.ts';
import { labelIn, SPEC_UNIT_SYMBOLS, WORKING_STATES } from '@contracts/spec-display.ts';
import { specTemplatesQuery } from '../../api/catalog.ts';
import type { ApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { CheckField } from '../../ui/check-field.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { ChoiceFilter } from './choice-filter.tsx';
import { RangeFields } from './range-fields.tsx';
import type { FilterValues } from './url-filters.ts';

/**
 * The sheet's machine specs (issue 28): the kind (a template, named in the reader's language),
 * then its main figure with its unit, the year, hours, power and weight as ranges, the working
 * condition and whether it can be loaded on site; with a kind, sorts by its figures. Choosing
 * another kind drops the main figure.
 */
export function SpecFilterFields({ form, open }: { form: ApiForm<FilterValues>; open: boolean }) {
  const { t, language } = useTranslation();
  const templates = useQuery({ ...specTemplatesQuery(), enabled: open });
  const [kind, loading, sort] = form.watch(['kind', 'loading', 'sort']);
  const template = templates.data?.find((candidate) => candidate.slug === kind);
  const main = template?.fields.find((field) => field.key === template.main_field);
  return (
    <fieldset className="choice">
      <legend className="field__label">{t('specs.filters')}</legend>
      <SelectField
        label={t('specs.kind')}
        value={kind}
        onChange={(event) =>
          form.change({
            kind: event.target.value,
            main_from: '',
            main_to: '',
            // The figures' sorts are offered with a kind; without one, back to the newest.
            ...(!event.target.value && isSpecSort(sort) ? { sort: 'latest' } : {}),
          })
        }
      >
        <option value="">{t('specs.any')}</option>
        {templates.data?.map((candidate) => (
          <option key={candidate.slug} value={candidate.slug}>
            {labelIn(candidate.titles, language)}
          </option>
        ))}
      </SelectField>
      {main ? (
        <Segmented
          legend={t('browseFilters.sortBySpecs')}
          options={SPEC_SORTS.map((value) => ({
            value,
            label:
              value === 'main'
                ? t('browseFilters.sortMain', { figure: labelIn(main.labels, language) })
                : t(`browseFilters.sortSpec.${value}`),
          }))}
          value={sort}
          onChange={(next) => form.change({ sort: next })}
        />
      ) : null}
      {main ? (
        <RangeFields
          form={form}
          legend={
            main.unit
              ? `${labelIn(main.labels, language)} (${SPEC_UNIT_SYMBOLS[main.unit]})`
              : labelIn(main.labels, language)
          }
          from="main_from"
          to="main_to"
          decimal
        />
      ) : null}
      <RangeFields
        form={form}
        legend={t('specs.yearRange')}
        from="year_from"
        to="year_to"
        fromLabel={t('browseFilters.yearFrom')}
        toLabel={t('browseFilters.yearTo')}
        maxLength={4}
      />
      <RangeFields form={form} legend={t('specs.hoursRange')} from="hours_from" to="hours_to" />
      <RangeFields form={form} legend={t('specs.powerRange')} from="power_from" to="power_to" decimal />
      <RangeFields form={form} legend={t('specs.weightRange')} from="weight_from" to="weight_to" decimal />
      <ChoiceFilter
        form={form}
        name="working"
        legend={t('specs.workingState')}
        anyLabel={t('specs.any')}
        values={WORKING_STATES}
        labelOf={(value) => t(`specs.working.${value}`)}
      />
      <CheckField
        label={t('specs.loadingAvailable')}
        checked={loading === '1'}
        onChange={(event) => form.change({ loading: event.target.checked ? '1' : '' })}
      />
    </fieldset>
  );
}
