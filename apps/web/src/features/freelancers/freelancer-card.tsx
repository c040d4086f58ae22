import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FreelancerDto } from '@steelyard/contracts';
import { formatPrice } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { HiddenTag } from '../../ui/hidden-tag.tsx';
import './freelancers.css';

/** One freelancer profile (the search and "my profile"); `action` replaces the link to the member's profile. */
export function FreelancerCard({ freelancer, action }: { freelancer: FreelancerDto; action?: ReactNode }) {
  const { t, language } = useTranslation();
  return (
    <div className="freelancer-row">
      {freelancer.is_hidden ? <HiddenTag /> : null}
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
      {action ?? (
        <Link to={`/users/${freelancer.user.id}`} className="btn btn--secondary btn--sm">
          {t('freelancers.contact')}
        </Link>
      )}
    </div>
  );
}
