import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminChatRoomDto } from '@steelyard/contracts';
import { adminChatsQuerySchema } from '@contracts/schemas/chats.ts';
import { adminChatsQuery } from '../../api/admin-chats.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { AdminSearch } from '../admin-search.tsx';
import { AdminTable } from '../admin-table.tsx';
import { useAdminList } from '../use-admin-list.ts';
import { RoomSubject } from './room-subject.tsx';
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
  const { query, page, go, onPage } = useAdminList(adminChatsQuerySchema);
  const member = query.member ?? '';
  const product = query.product ?? '';
  const rooms = useQuery(adminChatsQuery({ page, member, product }));

  return (
    <div>
      <h1 className="admin-h1">{t('adminChats.title')}</h1>
      <AdminSearch
        key={`${member}\n${product}`}
        schema={adminChatsQuerySchema}
        fields={[
          { name: 'member', label: t('adminChats.member') },
          { name: 'product', label: t('adminChats.product') },
        ]}
        values={{ member, product }}
        onSearch={(next) => go({ ...next, page: 1 })}
        total={rooms.data ? t('adminChats.total', { count: rooms.data.meta.total }) : null}
      />
      <AdminTable
        list={rooms}
        emptyTitle={t('adminChats.empty')}
        pager={{ label: t('adminChats.title'), onPage }}
        columns={[
          { header: t('adminChats.room'), cell: (room) => room.id },
          { header: t('adminChats.productCol'), cell: (room) => <RoomSubject subject={room.subject} /> },
          { header: t('adminChats.seller'), cell: (room) => `${room.seller.nickname} (#${room.seller.id})` },
          { header: t('adminChats.buyer'), cell: (room) => `${room.buyer.nickname} (#${room.buyer.id})` },
          { header: t('adminChats.messages'), cell: (room) => room.message_count },
          { header: t('adminChats.activity'), cell: (room) => formatDate(room.activity_at, language) },
          { header: t('adminChats.state'), cell: (room) => <RoomState room={room} /> },
          {
            header: t('adminChats.view'),
            cell: (room) => <Link to={`/admin/chats/${room.id}`}>{t('adminChats.view')}</Link>,
          },
        ]}
      />
    </div>
  );
}

export { AdminChatsPage as Component };
