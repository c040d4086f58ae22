import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LikeableType, Paged, ProductSummaryDto, PublicUserDto } from '@steelyard/contracts';
import { likesQuery, setLiked } from '../../api/likes.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { HeartIcon, UserIcon } from '../../ui/icons.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { ProductCard } from '../../ui/product-card.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import './likes.css';

/** Unlike in place: the row leaves the list at once and comes back if the server refuses. */
async function unlike(type: LikeableType, id: number) {
  const key = queryKeys.likes.list(type);
  const previous = queryClient.getQueryData(key);
  queryClient.setQueryData<{ pages: Paged<{ id: number }>[]; pageParams: unknown[] }>(key, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, data: page.data.filter((item) => item.id !== id) })),
        }
      : data,
  );
  try {
    await setLiked(type, id, false);
    if (type === 'product') void queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(id) });
  } catch {
    queryClient.setQueryData(key, previous);
  }
}

function UnlikeButton({ type, id, name }: { type: LikeableType; id: number; name: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="unlike-btn"
      aria-label={t('likes.unlike', { name })}
      onClick={() => void unlike(type, id)}
    >
      <HeartIcon size={22} fill="currentColor" />
    </button>
  );
}

function LikeList<T extends LikeableType>({ type }: { type: T }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(likesQuery(type));
  if (list.isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (list.isError)
    return (
      <EmptyState
        title={t('errors.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  const items = list.data.pages.flatMap((page) => page.data);
  if (items.length === 0)
    return <EmptyState title={type === 'product' ? t('likes.emptyProducts') : t('likes.emptyMembers')} />;
  return (
    <>
      {type === 'product' ? (
        <ul className="product-list">
          {(items as ProductSummaryDto[]).map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              action={<UnlikeButton type="product" id={product.id} name={product.title} />}
            />
          ))}
        </ul>
      ) : (
        <ul className="list-plain">
          {(items as PublicUserDto[]).map((user) => (
            <li key={user.id} className="member-row">
              <span className="member-row__avatar">
                {user.profile_image_url ? (
                  <img src={user.profile_image_url} alt="" />
                ) : (
                  <UserIcon size={22} />
                )}
              </span>
              <span className="member-row__body">
                <strong>{user.nickname}</strong>
                <span className="list-row__sub">{[user.city, user.county].filter(Boolean).join(' ')}</span>
              </span>
              <UnlikeButton type="user" id={user.id} name={user.nickname} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <div className="list-end">
          <Button
            variant="secondary"
            size="sm"
            busy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('common.more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** /likes: favourite products and members, each removable in place. */
export function LikesPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LikeableType>('product');
  return (
    <div className="page">
      <PageTitleBar title={t('likes.title')} fallback="/mypage" />
      <Tabs
        label={t('likes.title')}
        items={[
          { value: 'product', label: t('likes.products') },
          { value: 'user', label: t('likes.members') },
        ]}
        value={tab}
        onChange={setTab}
      />
      <LikeList key={tab} type={tab} />
    </div>
  );
}

export { LikesPage as Component };
