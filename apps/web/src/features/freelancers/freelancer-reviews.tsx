import { useInfiniteQuery } from '@tanstack/react-query';
import type { FreelancerDto } from '@steelyard/contracts';
import { reviewsQuery } from '../../api/reviews.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import '../../i18n/trust-texts.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import { ReviewCard } from '../../ui/review-card.tsx';

/** The reviews a freelancer received for jobs with this profile (those of trades stay on their page). */
export function FreelancerReviews({ freelancer }: { freelancer: FreelancerDto }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(reviewsQuery(freelancer.user.id, 'received', freelancer.id));
  return (
    <section className="freelancer-reviews" aria-label={t('freelancers.reviews')}>
      <h2 className="freelancer-reviews__title">{t('freelancers.reviews')}</h2>
      <QueryList query={list} empty={<EmptyState title={t('freelancers.noReviews')} />}>
        {(reviews) => reviews.map((review) => <ReviewCard key={review.id} review={review} />)}
      </QueryList>
    </section>
  );
}
