import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { ChatInbox, ChatRoomDto, ChatTab } from '@steelyard/contracts';
import { mySeatQuery } from '../../api/businesses.ts';
import { useCurrentUser } from '../../api/session.ts';
import { chatListQuery, useRoomListUpdates } from '../../api/chats.ts';
import { formatTimeAgo } from '../../i18n/format.ts';
import { useRenderedNow } from '../../state/hydration.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { BusinessBadge } from '../../ui/business-badge.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ChatIcon } from '../../ui/icons.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { ChatSubjectThumb } from './chat-subject-thumb.tsx';
import { lastMessagePreview } from './chat-text.ts';
import './chats.css';
import { usePlaceText } from '../../ui/place-name.ts';
import { useUrlTab } from '../../ui/use-url-tab.ts';

function RoomRow({ room }: { room: ChatRoomDto }) {
  const place = usePlaceText();
  const { t, language } = useTranslation();
  const region = place(room.other.city, room.other.county);
  const preview = lastMessagePreview(room, t);
  // While hydrating a drawn list, '3분 전' is counted from the server's drawing time, as drawn.
  const now = useRenderedNow();
  return (
    <li>
      <Link to={`/chats/${room.id}`} className="chat-row">
        <Avatar url={room.other.profile_image_url} size={48} />
        <span className="chat-row__body">
          <span className="chat-row__head">
            <strong className="chat-row__name">{room.other.nickname}</strong>
            {room.other_business_verified ? <BusinessBadge small /> : null}
            <span className="chat-row__meta">
              {[region, room.last_message ? formatTimeAgo(room.last_message.created_at, language, now) : '']
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
          {room.product ? null : (
            <span className="chat-row__subject">
              {t(`chats.subjects.${room.subject.kind}`)} · {room.subject.title}
            </span>
          )}
          <span
            className={
              room.last_message?.kind === 'left' ? 'chat-row__last chat-row__last--notice' : 'chat-row__last'
            }
          >
            {preview}
          </span>
        </span>
        {room.unread_count > 0 ? (
          <span className="chat-row__unread">
            <span aria-hidden="true">{room.unread_count > 99 ? '99+' : room.unread_count}</span>
            <span className="visually-hidden">{t('chats.unread', { count: room.unread_count })}</span>
          </span>
        ) : null}
        <span className="chat-row__thumb" title={room.subject.title}>
          <ChatSubjectThumb subject={room.subject} size={44} />
        </span>
      </Link>
    </li>
  );
}

function RoomList({ tab, productId, inbox }: { tab: ChatTab; productId?: number; inbox?: ChatInbox }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(chatListQuery(tab, productId, inbox));
  return (
    <QueryList
      query={list}
      empty={
        <EmptyState icon={<ChatIcon size={40} />} title={t('chats.empty')} body={t('chats.emptyBody')} />
      }
    >
      {(rooms) => (
        <ul className="list-plain">
          {rooms.map((room) => (
            <RoomRow key={room.id} room={room} />
          ))}
        </ul>
      )}
    </QueryList>
  );
}

const TABS: readonly [ChatTab, ...ChatTab[]] = ['all', 'mine', 'others'];
const INBOXES: readonly [ChatInbox, ...ChatInbox[]] = ['own', 'business'];

/** The member's own chats, or the inbox of the business they hold a seat of (issue 30). */
function SeatInboxes({ businessName }: { businessName: string }) {
  const { t } = useTranslation();
  const [inbox, setInbox] = useUrlTab('inbox', INBOXES);
  return (
    <Tabs
      label={t('chats.inboxes')}
      items={[
        { value: 'own', label: t('chats.ownInbox') },
        { value: 'business', label: businessName },
      ]}
      value={inbox}
      onChange={(next) => setInbox(next)}
    >
      {inbox === 'business' ? (
        <>
          <p className="chat-inbox-note">{t('chats.seatInboxNote', { business: businessName })}</p>
          <RoomList key="business" tab="all" inbox="business" />
        </>
      ) : (
        <OwnRooms />
      )}
    </Tabs>
  );
}

function OwnRooms() {
  const { t } = useTranslation();
  const [tab, setTab] = useUrlTab('tab', TABS);
  return (
    <Tabs
      label={t('chats.title')}
      items={TABS.map((value) => ({ value, label: t(`chats.tabs.${value}`) }))}
      value={tab}
      onChange={(next) => setTab(next)}
    >
      <RoomList key={tab} tab={tab} />
    </Tabs>
  );
}

/**
 * /chats: the member's rooms in the tabs all, mine (about my posts, requests and freelancer
 * profile), others' — the other member, the subject's photo or icon, the last message and time, unread counts; newest activity first. With
 * `?product_id=` the seller sees the rooms about one post.
 */
export function ChatsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const productId = Number(params.get('product_id') ?? '') || undefined;
  const { data: me } = useCurrentUser();
  const seat = useQuery({ ...mySeatQuery(), enabled: Boolean(me) }).data;
  useRoomListUpdates();
  return (
    <div className="page">
      <PageTitleBar title={productId ? t('chats.productRooms') : t('chats.title')} fallback="/products" />
      {productId ? (
        <RoomList tab="all" productId={productId} />
      ) : seat ? (
        <SeatInboxes businessName={seat.business.legal_name} />
      ) : (
        <OwnRooms />
      )}
    </div>
  );
}

export { ChatsPage as Component };
