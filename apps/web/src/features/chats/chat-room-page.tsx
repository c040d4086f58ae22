import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ChatRoomDto } from '@steelyard/contracts';
import { useCurrentUser } from '../../api/session.ts';
import { chatRoomQuery, useMarkChatRead, useRoomUpdates } from '../../api/chats.ts';
import { isApiError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ChatIcon, Svg } from '../../ui/icons.tsx';
import { NotFoundPage } from '../../ui/not-found-page.tsx';
import { TrustBadge } from '../../ui/trust-badge.tsx';
import { BusinessBadge } from '../../ui/business-badge.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { ChatSubjectStrip } from './chat-subject-strip.tsx';
import { FreelancerJobBar } from './freelancer-job-bar.tsx';
import { MessageLog } from './message-log.tsx';
import { RoomMenu } from './room-menu.tsx';
import { RoomOfferBar } from './room-offer-bar.tsx';
import './chats.css';

function MoreIcon() {
  return (
    <Svg size={22} fill="currentColor" stroke="none">
      <circle cx="12" cy="5" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="12" cy="19" r="1.8" />
    </Svg>
  );
}

function Room({ room }: { room: ChatRoomDto }) {
  const { t } = useTranslation();
  const { data: me } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const { mutate: markRead } = useMarkChatRead(room.id);
  // Opening the room reads it; a message of the other side arriving while it is open too.
  const unread = room.unread_count;
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);
  useRoomUpdates(room.id, room.as_seat_of?.owner_id ?? me?.id, () => markRead());

  return (
    <div className="page chat-room">
      <div className="chat-room__bar">
        <PageTitleBar title={room.other.nickname} fallback="/chats" />
        <button
          type="button"
          className="icon-btn"
          aria-label={t('chats.menu')}
          onClick={() => setMenuOpen(true)}
        >
          <MoreIcon />
        </button>
      </div>
      <div className="chat-room__trust">
        <TrustBadge score={room.other_trust_score} />
        {room.other_business_verified ? <BusinessBadge /> : null}
        {room.other_sanctioned ? (
          <span className="chat-room__sanctioned">{t('chats.sanctioned')}</span>
        ) : null}
      </div>
      {room.as_seat_of ? (
        <p className="chat-room__seat" role="note">
          {t('chats.answeringFor', { business: room.as_seat_of.legal_name })}
        </p>
      ) : null}
      <ChatSubjectStrip room={room} />
      <RoomOfferBar room={room} />
      {room.subject.kind === 'freelancer' ? <FreelancerJobBar room={room} /> : null}
      <MessageLog room={room} me={me} />
      <ChatComposer room={room} />
      <RoomMenu room={room} open={menuOpen} onClose={() => setMenuOpen(false)} />
    </div>
  );
}

/** /chats/{id}: the subject (post, request, freelancer), the history (older upward), sending text and photos, the room's menu. */
export function ChatRoomPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const room = useQuery({ ...chatRoomQuery(id), retry: (count, error) => !isApiError(error) && count < 2 });
  const failed = (error: unknown) =>
    isApiError(error, 404) ? (
      <NotFoundPage />
    ) : (
      <div className="page">
        <PageTitleBar title={t('chats.title')} fallback="/chats" />
        <EmptyState
          icon={<ChatIcon size={40} />}
          title={isApiError(error) && error.message ? error.message : t('errors.loadFailed')}
          action={
            <Link to="/chats" className="btn btn--secondary btn--sm">
              {t('chats.title')}
            </Link>
          }
        />
      </div>
    );
  return (
    <QueryState query={room} failed={failed}>
      {(data) => <Room room={data} />}
    </QueryState>
  );
}

export { ChatRoomPage as Component };
