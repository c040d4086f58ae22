import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminChatRoomDto } from '@steelyard/contracts';
import { adminChatsQuery } from '../../api/admin-chats.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './admin-chats.css';

function RoomState({ room }: { room: AdminChatRoomDto }) {
  const { t } = useTranslation();
  const left = [
    room.seller_left_at ? room.seller.nickname : null,
    room.buyer_left_at ? room.buyer.nickname : null,
  ].filter((name): name is string => name !== null);
  if (!room.closed_at) return <>{t('adminChats.open')}</>;
  return (
    <>
      {t('adminChats.closed')}
      {left.map((nickname) => (
        <span key={nickname} className="admin-chat-left">
          {t('adminChats.left', { nickname })}
        </span>
      ))}
    </>
  );
}

/** /admin/chats: find rooms by member or product (page and filters live in the URL). */
export function AdminChatsPage() {
  const { t, language } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const member = params.get('member') ?? '';
  const product = params.get('product') ?? '';
  const [draft, setDraft] = useState({ member, product });
  const { data, isPending, isError, isFetching } = useQuery(adminChatsQuery({ page, member, product }));

  const go = (next: { page?: number; member?: string; product?: string }) => {
    const query = new URLSearchParams();
    const nextMember = next.member ?? member;
    const nextProduct = next.product ?? product;
    if (nextMember) query.set('member', nextMember);
    if (nextProduct) query.set('product', nextProduct);
    if ((next.page ?? page) > 1) query.set('page', String(next.page ?? page));
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ member: draft.member.trim(), product: draft.product.trim(), page: 1 });
  };

  return (
    <div>
      <h1 className="admin-h1">{t('adminChats.title')}</h1>
      <form className="admin-toolbar" role="search" onSubmit={submit}>
        <input
          type="search"
          name="member"
          aria-label={t('adminChats.member')}
          placeholder={t('adminChats.member')}
          value={draft.member}
          onChange={(event) => setDraft({ ...draft, member: event.target.value })}
        />
        <input
          type="search"
          name="product"
          aria-label={t('adminChats.product')}
          placeholder={t('adminChats.product')}
          value={draft.product}
          onChange={(event) => setDraft({ ...draft, product: event.target.value })}
        />
        <Button type="submit" size="sm">
          {t('adminChats.search')}
        </Button>
        {data ? (
          <span className="admin-toolbar__total">{t('adminChats.total', { count: data.meta.total })}</span>
        ) : null}
      </form>
      {isPending ? (
        <CenteredSpinner label={t('common.loading')} />
      ) : isError ? (
        <EmptyState title={t('errors.loadFailed')} />
      ) : data.data.length === 0 ? (
        <EmptyState title={t('adminChats.empty')} />
      ) : (
        <>
          <div className="table-wrap" aria-busy={isFetching}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('adminChats.room')}</th>
                  <th scope="col">{t('adminChats.productCol')}</th>
                  <th scope="col">{t('adminChats.seller')}</th>
                  <th scope="col">{t('adminChats.buyer')}</th>
                  <th scope="col">{t('adminChats.messages')}</th>
                  <th scope="col">{t('adminChats.activity')}</th>
                  <th scope="col">{t('adminChats.state')}</th>
                  <th scope="col">{t('adminChats.view')}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((room) => (
                  <tr key={room.id}>
                    <td>{room.id}</td>
                    <td>
                      #{room.product.id} {room.product.title}
                    </td>
                    <td>
                      {room.seller.nickname} (#{room.seller.id})
                    </td>
                    <td>
                      {room.buyer.nickname} (#{room.buyer.id})
                    </td>
                    <td>{room.message_count}</td>
                    <td>{formatDate(room.activity_at, language)}</td>
                    <td>
                      <RoomState room={room} />
                    </td>
                    <td>
                      <Link to={`/admin/chats/${room.id}`}>{t('adminChats.view')}</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="pager" aria-label={t('adminChats.title')}>
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
              {t('adminChats.prev')}
            </Button>
            <span>
              {t('admin.users.page', {
                current: data.meta.current_page,
                last: Math.max(1, data.meta.last_page),
              })}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={data.meta.current_page >= data.meta.last_page}
              onClick={() => go({ page: page + 1 })}
            >
              {t('adminChats.next')}
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}

export { AdminChatsPage as Component };
