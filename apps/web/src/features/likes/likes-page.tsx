import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LikeableType, LikedUserDto, ProductSummaryDto } from '@steelyard/contracts';
import { likesQuery, useFollowAlerts, useUnlike } from '../../api/likes.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BellIcon, HeartIcon, UserIcon } from '../../ui/icons.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { ProductCard } from '../../ui/product-card.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import './likes.css';
import { usePlaceText } from '../../ui/place-name.ts';

function UnlikeButton({ name, onUnlike }: { name: string; onUnlike: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="unlike-btn" aria-label={t('likes.unlike', { name })} onClick={onUnlike}>
      <HeartIcon size={22} fill="currentColor" />
    </button>
  );
}

/** A followed member's bell: their new posts alert the member or not. */
function AlertsButton({ user }: { user: LikedUserDto }) {
  const { t } = useTranslation();
  const alerts = useFollowAlerts(user.id);
  const on = alerts.isPending ? alerts.variables : user.alerts;
  return (
    <button
      type="button"
      className="alerts-btn"
      aria-pressed={on}
      aria-label={t(on ? 'likes.alertsOn' : 'likes.alertsOff', { name: user.nickname })}
      onClick={() => alerts.mutate(!on)}
    >
      <BellIcon size={22} fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}

function MemberRow({ user, onUnlike }: { user: LikedUserDto; onUnlike: () => void }) {
  const place = usePlaceText();
  return (
    <li className="member-row">
      <span className="member-row__avatar">
        {user.profile_image_url ? <img src={user.profile_image_url} alt="" /> : <UserIcon size={22} />}
      </span>
      <span className="member-row__body">
        <strong>{user.nickname}</strong>
        <span className="list-row__sub">{place(user.city, user.county)}</span>
      </span>
      <AlertsButton user={user} />
      <UnlikeButton name={user.nickname} onUnlike={onUnlike} />
    </li>
  );
}

function ProductLikes() {
  const { t } = useTranslation();
  const list = useInfiniteQuery(likesQuery('product'));
  const unlike = useUnlike('product');
  return (
    <QueryList query={list} empty={<EmptyState title={t('likes.emptyProducts')} />}>
      {(products: ProductSummaryDto[]) => (
        <ul className="product-list">
          {products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              action={<UnlikeButton name={product.title} onUnlike={() => unlike.mutate(product.id)} />}
            />
          ))}
        </ul>
      )}
    </QueryList>
  );
}

function MemberLikes() {
  const { t } = useTranslation();
  const list = useInfiniteQuery(likesQuery('user'));
  const unlike = useUnlike('user');
  return (
    <QueryList query={list} empty={<EmptyState title={t('likes.emptyMembers')} />}>
      {(members: LikedUserDto[]) => (
        <ul className="list-plain">
          {members.map((user) => (
            <MemberRow key={user.id} user={user} onUnlike={() => unlike.mutate(user.id)} />
          ))}
        </ul>
      )}
    </QueryList>
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
      >
        {tab === 'product' ? <ProductLikes /> : <MemberLikes />}
      </Tabs>
    </div>
  );
}

export { LikesPage as Component };
