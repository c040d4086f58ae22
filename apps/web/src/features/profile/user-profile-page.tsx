import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import type { ProfileDto } from '@steelyard/contracts';
import { useCurrentUser } from '../../api/session.ts';
import { isApiError } from '../../api/errors.ts';
import { useFollowAlerts, useMemberLike } from '../../api/likes.ts';
import { productListQuery } from '../../api/products.ts';
import { profileQuery, useBlock } from '../../api/profile.ts';
import { reviewsQuery } from '../../api/reviews.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BellIcon, HeartIcon } from '../../ui/icons.tsx';
import { BusinessBadge } from '../../ui/business-badge.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { NotFoundPage } from '../../ui/not-found-page.tsx';
import { LoadError, QueryList, QueryState } from '../../ui/query-states.tsx';
import { ProductList } from '../../ui/product-card.tsx';
import { ReportButton } from '../../ui/report-button.tsx';
import { ReviewCard } from '../../ui/review-card.tsx';
import { TrustBadge } from '../../ui/trust-badge.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './profile.css';
import { usePlaceText } from '../../ui/place-name.ts';

function LikeMemberButton({ profile }: { profile: ProfileDto }) {
  const { t } = useTranslation();
  const like = useMemberLike(profile.id);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={profile.liked}
      onClick={() => like.mutate(!profile.liked)}
    >
      <HeartIcon size={16} fill={profile.liked ? 'currentColor' : 'none'} />
      {profile.liked ? t('profile.unlike') : t('profile.like')}
    </Button>
  );
}

/** Once the member is liked: whether their new posts alert the viewer (following, issue 29). */
function FollowAlertsButton({ profile }: { profile: ProfileDto }) {
  const { t } = useTranslation();
  const alerts = useFollowAlerts(profile.id);
  const on = profile.follow_alerts;
  return (
    <Button variant="secondary" size="sm" aria-pressed={on} onClick={() => alerts.mutate(!on)}>
      <BellIcon size={16} fill={on ? 'currentColor' : 'none'} />
      {on ? t('profile.followOn') : t('profile.follow')}
    </Button>
  );
}

function BlockButton({ profile }: { profile: ProfileDto }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const block = useBlock();
  return (
    <>
      <Button variant="ghost" size="sm" className="profile-block-btn" onClick={() => setConfirming(true)}>
        {t('profile.block')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('profile.blockTitle', { name: profile.nickname })}
        onClose={() => setConfirming(false)}
        confirmLabel={t('profile.block')}
        destructive
        onConfirm={() => {
          setConfirming(false);
          block.mutate(
            { userId: profile.id, blocked: true },
            { onSuccess: () => showToast(t('profile.blocked', { name: profile.nickname })) },
          );
        }}
      >
        {t('profile.blockBody')}
      </ConfirmDialog>
    </>
  );
}

function BlockedNotice({ profile }: { profile: ProfileDto }) {
  const { t } = useTranslation();
  const unblock = useBlock();
  return (
    <EmptyState
      title={t('profile.blockedTitle')}
      body={t('profile.blockedBody')}
      action={
        <Button
          variant="secondary"
          busy={unblock.isPending}
          onClick={() =>
            unblock.mutate(
              { userId: profile.id, blocked: false },
              { onSuccess: () => showToast(t('profile.unblocked', { name: profile.nickname })) },
            )
          }
        >
          {t('profile.unblock')}
        </Button>
      }
    />
  );
}

function MemberProducts({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(productListQuery({ user_id: userId }));
  return (
    <QueryList query={list} empty={<EmptyState title={t('profile.emptyProducts')} />}>
      {(products) => <ProductList products={products} />}
    </QueryList>
  );
}

/** The newest received reviews (public ones: bad tags never show here), and the way to all of them. */
function ReceivedReviews({ profile }: { profile: ProfileDto }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(reviewsQuery(profile.id, 'received'));
  const reviews = list.data?.pages[0]?.data.slice(0, 3) ?? [];
  return (
    <section aria-labelledby="profile-reviews">
      <div className="section-title section-title--row">
        <h2 id="profile-reviews" className="section-title__text">
          {t('profile.receivedReviews')}
        </h2>
        <Link to={`/reviews?user_id=${profile.id}&tab=received`} className="section-title__link">
          {t('reviews.all')}
        </Link>
      </div>
      {list.isPending ? null : reviews.length === 0 ? (
        <p className="profile-reviews__empty">{t('profile.noReviews')}</p>
      ) : (
        reviews.map((review) => <ReviewCard key={review.id} review={review} />)
      )}
    </section>
  );
}

function Profile({ profile }: { profile: ProfileDto }) {
  const place = usePlaceText();
  const { t, language } = useTranslation();
  const region = place(profile.city, profile.county);
  return (
    <div className="page">
      <PageTitleBar title={t('profile.title')} />
      <section className="member-card">
        <Avatar url={profile.profile_image_url} size={64} />
        <div className="member-card__body">
          <h2 className="member-card__name">{profile.nickname}</h2>
          {profile.business_verified && !profile.is_blocked ? <BusinessBadge /> : null}
          {profile.is_blocked ? null : <TrustBadge score={profile.manner.trust_score} />}
          {profile.is_blocked ? null : (
            <p className="member-card__sub">
              {[region, t('profile.memberSince', { date: formatDate(profile.created_at, language) })]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </div>
      </section>
      {profile.is_blocked ? (
        <BlockedNotice profile={profile} />
      ) : (
        <>
          <dl className="member-stats">
            <div>
              <dt>{t('profile.products')}</dt>
              <dd>{profile.product_count}</dd>
            </div>
            <div>
              <dt>{t('profile.likes')}</dt>
              <dd>{profile.like_count}</dd>
            </div>
            <div>
              <dt>{t('profile.manner')}</dt>
              <dd className="member-stats__manner">
                <span>{t('profile.mannerGood', { count: profile.manner.good })}</span>
                {/* Bad manners are visible only to the member themself (spec §6): absent for others. */}
                {profile.manner.bad === undefined ? null : (
                  <span>{t('profile.mannerBad', { count: profile.manner.bad })}</span>
                )}
                <span>{t('profile.reviews', { count: profile.manner.review_count })}</span>
              </dd>
            </div>
          </dl>
          <div className="member-actions">
            {profile.is_me ? (
              <Link to="/users/editProfile" className="btn btn--secondary btn--sm">
                {t('profile.edit')}
              </Link>
            ) : (
              <>
                <LikeMemberButton profile={profile} />
                {profile.liked ? <FollowAlertsButton profile={profile} /> : null}
                <ReportButton
                  className="btn btn--ghost btn--sm"
                  target={{
                    type: 'user',
                    id: profile.id,
                    member: { id: profile.id, nickname: profile.nickname },
                  }}
                >
                  {t('report.message')}
                </ReportButton>
                <BlockButton profile={profile} />
              </>
            )}
          </div>
          <ReceivedReviews profile={profile} />
          <h2 className="section-title">{t('profile.products')}</h2>
          <MemberProducts userId={profile.id} />
        </>
      )}
    </div>
  );
}

/** /users/{id}: a member's public profile and their products. /users alone is one's own. */
export function UserProfilePage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const { data: me, isPending: mePending } = useCurrentUser();
  const profile = useQuery({ ...profileQuery(id ?? 0), enabled: id !== null });
  if (id === null) {
    if (mePending) return <CenteredSpinner label={t('common.loading')} />;
    return <Navigate to={me ? `/users/${me.id}` : '/login'} replace />;
  }
  return (
    <QueryState
      query={profile}
      failed={(error) =>
        isApiError(error, 404) ? <NotFoundPage /> : <LoadError onRetry={profile.refetch} />
      }
    >
      {(data) => <Profile profile={data} />}
    </QueryState>
  );
}

export { UserProfilePage as Component };
