import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FreelancerDto } from '@steelyard/contracts';
import { formatPrice } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { ChatIcon } from '../../ui/icons.tsx';
import { distanceText } from '../../ui/distance-text.ts';
import { HiddenTag } from '../../ui/hidden-tag.tsx';
import { OpenChatButton } from '../../ui/open-chat-button.tsx';
import { PhotoStrip } from '../../ui/photo-strip.tsx';
import './freelancers.css';
import { usePlaceText } from '../../ui/place-name.ts';

/**
 * One freelancer (in the list, or as the page `isPage`): the member (linked to their profile), the
 * headline (linked to the profile's page in the list), skills, region, experience, rate
 * and text, and "Contact", which opens a chat about the profile (not on one's own); `action`
 * replaces it ("my profile" puts its edit button there).
 */
export function FreelancerCard({
  freelancer,
  isPage = false,
  action,
}: {
  freelancer: FreelancerDto;
  isPage?: boolean;
  action?: ReactNode;
}) {
  const place = usePlaceText();
  const { t, language } = useTranslation();
  return (
    <div className="freelancer-row">
      {freelancer.is_hidden ? <HiddenTag /> : null}
      <Link to={`/users/${freelancer.user.id}`} className="freelancer-row__name">
        {freelancer.user.nickname}
      </Link>
      {isPage ? (
        <h1 className="freelancer-row__headline">{freelancer.headline}</h1>
      ) : (
        <p className="freelancer-row__headline">
          <Link to={`/freelancers/${freelancer.id}`}>{freelancer.headline}</Link>
        </p>
      )}
      <p className="freelancer-row__facts">
        {freelancer.skills.map((skill) => t(`freelancers.skills.${skill}`)).join(', ')}
      </p>
      <p className="freelancer-row__facts">
        {[
          distanceText(t, language, freelancer.distance_km),
          place(freelancer.city, freelancer.county),
          isPage ? freelancer.place_name : null,
          t('freelancers.travel', { km: freelancer.travel_km }),
          t('freelancers.experience', { count: freelancer.experience_years }),
          freelancer.hourly_rate === null
            ? null
            : formatPrice(freelancer.hourly_rate, language, freelancer.country),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {freelancer.certifications ? (
        <p className="freelancer-row__facts">{freelancer.certifications}</p>
      ) : null}
      <p className="freelancer-row__bio">{freelancer.bio}</p>
      <PhotoStrip images={freelancer.images} label={t('freelancers.portfolio')} />
      {action ??
        (freelancer.is_mine ? null : (
          <OpenChatButton subject={{ freelancer_id: freelancer.id }}>
            <ChatIcon size={18} />
            {t('freelancers.contact')}
          </OpenChatButton>
        ))}
    </div>
  );
}
