import { useQuery } from '@tanstack/react-query';
import { adminReviewsQuerySchema } from '@contracts/schemas/reports.ts';
import type { AdminReviewDto } from '@steelyard/contracts';
import { adminReviewsQuery, useHideReview } from '../../api/reports.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { AdminSearch } from '../admin-search.tsx';
import { AdminTable } from '../admin-table.tsx';
import { useAdminList } from '../use-admin-list.ts';

function HideButton({ review }: { review: AdminReviewDto }) {
  const { t } = useTranslation();
  const hide = useHideReview();
  return (
    <Button
      size="sm"
      variant={review.hidden ? 'secondary' : 'destructive'}
      busy={hide.isPending}
      onClick={() =>
        hide.mutate(
          { id: review.id, hidden: !review.hidden },
          { onSuccess: () => showToast(review.hidden ? t('adminReviews.shown') : t('adminReviews.hidden')) },
        )
      }
    >
      {review.hidden ? t('adminReviews.show') : t('adminReviews.hide')}
    </Button>
  );
}

/** /admin/reviews: search reviews by text, member or id, and hide an abusive one (audited). */
export function AdminReviewsPage() {
  const { t, language } = useTranslation();
  const { query, page, go, onPage } = useAdminList(adminReviewsQuerySchema);
  const search = query.search ?? '';
  const reviews = useQuery(adminReviewsQuery({ search, page }));
  return (
    <div>
      <h1 className="admin-h1">{t('adminReviews.title')}</h1>
      <AdminSearch
        key={search}
        schema={adminReviewsQuerySchema}
        fields={[{ name: 'search', label: t('adminReviews.search') }]}
        values={{ search }}
        onSearch={(next) => go({ search: next.search, page: 1 })}
        total={reviews.data ? t('adminReviews.total', { count: reviews.data.meta.total }) : null}
      />
      <AdminTable
        list={reviews}
        emptyTitle={t('adminReviews.empty')}
        pager={{ label: t('adminReviews.title'), onPage }}
        columns={[
          { header: '#', cell: (review) => review.id },
          {
            header: t('adminReviews.members'),
            cell: (review) => `${review.reviewer.nickname} → ${review.reviewee.nickname}`,
          },
          { header: t('adminReviews.product'), cell: (review) => review.subject.title },
          { header: t('adminReviews.tags'), cell: (review) => review.manners.map((m) => m.title).join(', ') },
          { header: t('adminReviews.content'), cell: (review) => review.content ?? '' },
          {
            header: t('adminReviews.state'),
            cell: (review) =>
              [
                formatDate(review.created_at, language),
                review.canceled ? t('adminReviews.canceled') : null,
                review.hidden ? t('adminReviews.hiddenState') : null,
              ]
                .filter(Boolean)
                .join(' · '),
          },
          { header: t('adminReviews.action'), cell: (review) => <HideButton review={review} /> },
        ]}
      />
    </div>
  );
}

export { AdminReviewsPage as Component };
