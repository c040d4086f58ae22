import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FREELANCER_SKILLS } from '@contracts/enums.ts';
import { freelancerListQuerySchema } from '@contracts/schemas/freelancers.ts';
import { freelancersQuery, type FreelancerFilters } from '../../api/freelancers.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FilterBar } from '../../ui/filter-bar.tsx';
import { NearFilterBar } from '../../ui/near-picker.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useUrlQuery } from '../../ui/use-url-query.ts';
import { FreelancerCard } from './freelancer-card.tsx';
import { FreelancerSheet } from './freelancer-sheet.tsx';
import './freelancers.css';

/**
 * `/freelancers`: profiles found by skill, region and distance (nearest first), the filters in the
 * URL; one's own published from a sheet.
 */
export function FreelancersPage() {
  const { t } = useTranslation();
  const [{ skill, city, near, within_km }, setFilter] = useUrlQuery(freelancerListQuerySchema);
  const withinKm = within_km === undefined ? '' : String(within_km);
  const filters: FreelancerFilters = { skill, city, near, within_km: withinKm || undefined };
  const [publishing, setPublishing] = useState(false);
  const query = useInfiniteQuery(freelancersQuery(filters));
  return (
    <div className="page">
      <PageTitleBar title={t('freelancers.title')} fallback="/" />
      <div className="freelancer-actions">
        <Button block onClick={() => setPublishing(true)}>
          {t('freelancers.publish')}
        </Button>
        <FreelancerSheet open={publishing} onClose={() => setPublishing(false)} />
      </div>
      <FilterBar
        city={filters.city}
        cityLabel={t('freelancers.fields.city')}
        onCity={(city) => setFilter({ city })}
      >
        <SelectField
          label={t('freelancers.fields.skills')}
          value={filters.skill ?? ''}
          onChange={(event) => setFilter({ skill: event.target.value })}
        >
          <option value="">{t('freelancers.anySkill')}</option>
          {FREELANCER_SKILLS.map((skill) => (
            <option key={skill} value={skill}>
              {t(`freelancers.skills.${skill}`)}
            </option>
          ))}
        </SelectField>
      </FilterBar>
      <NearFilterBar near={near ?? ''} withinKm={withinKm} onChange={(change) => setFilter(change)} />
      <QueryList query={query} empty={<EmptyState title={t('freelancers.empty')} />}>
        {(freelancers) => (
          <ul className="list-plain">
            {freelancers.map((freelancer) => (
              <li key={freelancer.id}>
                <FreelancerCard freelancer={freelancer} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </div>
  );
}

export { FreelancersPage as Component };
