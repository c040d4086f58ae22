import { Link } from 'react-router';
import type { ReviewDto, ReviewSubjectKind } from '@steelyard/contracts';
import { formatDate } from '../i18n/format.ts';
import { useTranslation, type TextKey } from '../i18n/i18n.ts';
import '../i18n/trust-texts.ts';
import { Avatar } from './avatar.tsx';
import './review-card.css';

/** The reviewer's side, named for the kind of deal ('seller' is who sold or did the work). */
const ROLE_KEYS: Record<ReviewSubjectKind, Record<ReviewDto['reviewer_role'], TextKey>> = {
  product: { seller: 'reviews.bySeller', buyer: 'reviews.byBuyer' },
  drawing_request: { seller: 'reviews.bySupplier', buyer: 'reviews.byRequester' },
  production_notice: { seller: 'reviews.bySupplier', buyer: 'reviews.byRequester' },
  freelancer_job: { seller: 'reviews.byFreelancer', buyer: 'reviews.byClient' },
};

/**
 * One review in a list or on its page: who wrote it about whom, on which deal (the post, the request
 * or "freelance job"), the tags the viewer
 * may see (the server leaves bad ones out for anyone but the author) and the text.
 */
export function ReviewCard({ review, link = true }: { review: ReviewDto; link?: boolean }) {
  const { t, language } = useTranslation();
  // An anonymous review (bad tags only, read by its recipient) names neither its author nor its deal.
  const { subject, reviewer } = review;
  const about = subject
    ? [
        t(ROLE_KEYS[subject.kind][review.reviewer_role]),
        subject.kind === 'freelancer_job' ? t('reviews.freelanceJob') : subject.title,
      ]
    : [];
  const body = (
    <>
      <div className="review-card__head">
        <Avatar url={reviewer?.profile_image_url ?? null} size={36} />
        <div>
          <p className="review-card__name">
            {t('reviews.fromTo', {
              reviewer: reviewer ? reviewer.nickname : t('reviews.anonymous'),
              reviewee: review.reviewee.nickname,
            })}
          </p>
          <p className="review-card__sub">
            {[...about, formatDate(review.created_at, language)].join(' · ')}
          </p>
          {review.anonymous ? <p className="review-card__note">{t('reviews.anonymousNote')}</p> : null}
        </div>
      </div>
      {review.manners.length > 0 ? (
        <ul className="review-card__tags" aria-label={t('reviews.tags')}>
          {review.manners.map((manner) => (
            <li key={manner.id} className={manner.type === 1 ? 'manner-tag' : 'manner-tag manner-tag--bad'}>
              {manner.title}
            </li>
          ))}
        </ul>
      ) : null}
      {review.content ? <p className="review-card__content">{review.content}</p> : null}
    </>
  );
  return (
    <article className="review-card">
      {link ? (
        <Link to={`/reviews/${review.id}`} className="review-card__link">
          {body}
        </Link>
      ) : (
        body
      )}
    </article>
  );
}
