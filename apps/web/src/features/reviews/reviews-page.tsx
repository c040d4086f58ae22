import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import type { ReviewKind, ReviewSubjectKind } from '@steelyard/contracts';
import { isApiError } from '../../api/errors.ts';
import { reviewCreatePath, reviewQuery, reviewsQuery, reviewSubjectInput } from '../../api/reviews.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useTranslation, type TextKey } from '../../i18n/i18n.ts';
import '../../i18n/trust-texts.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { NotFoundPage } from '../../ui/not-found-page.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { LoadError, QueryList, QueryState } from '../../ui/query-states.tsx';
import { ReviewCard } from '../../ui/review-card.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import './reviews.css';

/** The link to the deal's page, named for its kind. */
const VIEW_SUBJECT_KEYS: Record<ReviewSubjectKind, TextKey> = {
  product: 'reviews.viewProduct',
  drawing_request: 'reviews.viewRequest',
  production_notice: 'reviews.viewRequest',
  freelancer_job: 'reviews.viewFreelancer',
};

/** /reviews/{id}: one review; its recipient is offered to review back. */
function ReviewDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const review = useQuery(reviewQuery(id));
  return (
    <QueryState
      query={review}
      failed={(error) => (isApiError(error, 404) ? <NotFoundPage /> : <LoadError onRetry={review.refetch} />)}
    >
      {(data) => {
        const { subject, reviewer, can_review_back: canReviewBack } = data;
        return (
          <div className="page">
            <PageTitleBar
              title={t(
                subject && subject.kind !== 'product' ? 'reviews.jobDetailTitle' : 'reviews.detailTitle',
              )}
              fallback="/reviews"
            />
            <ReviewCard review={data} link={false} />
            {subject ? (
              <div className="review-actions">
                {canReviewBack && reviewer ? (
                  <Link to={reviewCreatePath(reviewSubjectInput(subject))} className="btn btn--primary">
                    {t('reviews.reviewBack', { nickname: reviewer.nickname })}
                  </Link>
                ) : null}
                <Link to={subject.path} className="btn btn--secondary">
                  {t(VIEW_SUBJECT_KEYS[subject.kind])}
                </Link>
              </div>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}

function ReviewList({ userId, kind, mine }: { userId: number; kind: ReviewKind; mine: boolean }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(reviewsQuery(userId, kind));
  const emptyTitle =
    kind === 'received'
      ? t('reviews.emptyReceived')
      : mine
        ? t('reviews.emptySentMine')
        : t('reviews.emptySent');
  return (
    <QueryList query={list} empty={<EmptyState title={emptyTitle} />}>
      {(reviews) => reviews.map((review) => <ReviewCard key={review.id} review={review} />)}
    </QueryList>
  );
}

/** /reviews?user_id=&tab=received|sent: a member's reviews (one's own without user_id). */
function ReviewLists() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: me, isPending } = useCurrentUser();
  const kind: ReviewKind = params.get('tab') === 'sent' ? 'sent' : 'received';
  const asked = Number(params.get('user_id'));
  const userId = Number.isInteger(asked) && asked > 0 ? asked : me?.id;
  if (!userId) {
    if (isPending) return <CenteredSpinner label={t('common.loading')} />;
    return <Navigate to="/login" replace />;
  }
  return (
    <div className="page">
      <PageTitleBar title={t('reviews.title')} fallback="/mypage" />
      <Tabs
        label={t('reviews.title')}
        items={[
          { value: 'received', label: t('reviews.received') },
          { value: 'sent', label: t('reviews.sent') },
        ]}
        value={kind}
        onChange={(tab) => {
          const next = new URLSearchParams(params);
          next.set('tab', tab);
          setParams(next, { replace: true });
        }}
      >
        <ReviewList key={`${userId}-${kind}`} userId={userId} kind={kind} mine={userId === me?.id} />
      </Tabs>
    </div>
  );
}

export function ReviewsPage() {
  const { id } = useParams();
  return id ? <ReviewDetail id={Number(id)} /> : <ReviewLists />;
}

export { ReviewsPage as Component };
