import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FREELANCER_SKILLS } from '@contracts/enums.ts';
import { freelancersQuery, type FreelancerFilters } from '../../api/freelancers.ts';
import { formatPrice } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FilterBar, useUrlFilters } from '../../ui/filter-bar.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { PhotoStrip } from '../../ui/photo-strip.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { FreelancerSheet } from './freelancer-sheet.tsx';
import './freelancers.css';

/** `/freelancers`: profiles found by skill and region (in the URL); one's own published from a sheet. */
export function FreelancersPage() {
  const { t, language } = useTranslation();
  const { params, setFilter } = useUrlFilters();
  const filters: FreelancerFilters = {
    skill: params.get('skill') || undefined,
    city: params.get('city') || undefined,
  };
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
      <QueryList query={query} empty={<EmptyState title={t('freelancers.empty')} />}>
        {(freelancers) => (
          <ul className="list-plain">
            {freelancers.map((freelancer) => (
              <li key={freelancer.id} className="freelancer-row">
                <p className="freelancer-row__name">{freelancer.user.nickname}</p>
                <p className="freelancer-row__headline">{freelancer.headline}</p>
                <p className="freelancer-row__facts">
                  {freelancer.skills.map((skill) => t(`freelancers.skills.${skill}`)).join(', ')}
                </p>
                <p className="freelancer-row__facts">
                  {[
                    [freelancer.city, freelancer.county].filter(Boolean).join(' '),
                    t('freelancers.travel', { km: freelancer.travel_km }),
                    t('freelancers.experience', { count: freelancer.experience_years }),
                    freelancer.hourly_rate === null ? null : formatPrice(freelancer.hourly_rate, language),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="freelancer-row__bio">{freelancer.bio}</p>
                <PhotoStrip images={freelancer.images} label={t('freelancers.portfolio')} />
                <Link to={`/users/${freelancer.user.id}`} className="btn btn--secondary btn--sm">
                  {t('freelancers.contact')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </div>
  );
}

export { FreelancersPage as Component };
