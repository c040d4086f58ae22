import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment, useLayoutEffect, useRef } from 'react';
import type { ChatMessageDto, ChatRoomDto, UserDto } from '@steelyard/contracts';
import { chatMessagesQuery, messagesInOrder } from '../../api/chats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { ReportButton } from '../../ui/report-button.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { TranslateToggle, useTranslatable } from '../../ui/translate-toggle.tsx';
import { formatClock, formatDay } from './chat-text.ts';
import { OfferCard } from './offer-card.tsx';
import { isOfferMessage, latestOfferMoves } from './offer-moves.ts';

/** A text message; the other member's may be read in one's own language. */
function TextBubble({ message, mine }: { message: ChatMessageDto; mine: boolean }) {
  const translatable = useTranslatable({ type: 'chat_message', id: message.id }, mine);
  const { translation } = translatable;
  return (
    <div className="chat-msg__text">
      <div className="chat-msg__bubble" lang={translation ? translation.target_language : undefined}>
        {translation?.body ?? message.body}
      </div>
      <TranslateToggle state={translatable} />
    </div>
  );
}

function Message({ message, mine, room }: { message: ChatMessageDto; mine: boolean; room: ChatRoomDto }) {
  const { t, language } = useTranslation();
  // Where it happened in the conversation; why the member cannot answer is said once, in the composer.
  if (message.kind === 'left')
    return <p className="chat-system">{t('chats.otherLeft', { nickname: room.other.nickname })}</p>;
  if (message.kind === 'removed') return <p className="chat-system">{t('chats.messageRemoved')}</p>;
  return (
    <>
      <div className={mine ? 'chat-msg chat-msg--mine' : 'chat-msg'}>
        {mine ? null : <Avatar url={room.other.profile_image_url} size={32} />}
        {message.image ? (
          <div className="chat-msg__bubble chat-msg__bubble--photo">
            <a href={message.image.url} target="_blank" rel="noreferrer">
              <img
                className="chat-msg__photo"
                src={message.image.thumb_url}
                alt={t('chats.imageAlt')}
                loading="lazy"
              />
            </a>
          </div>
        ) : null}
        {message.body ? <TextBubble message={message} mine={mine} /> : null}
        {message.seat ? (
          <span className="chat-msg__seat">{t('chats.sentBy', { nickname: message.seat.nickname })}</span>
        ) : null}
        <time className="chat-msg__time" dateTime={message.created_at}>
          {formatClock(message.created_at, language)}
        </time>
        {mine ? null : (
          <ReportButton
            className="chat-msg__report"
            target={{
              type: 'chat',
              id: message.id,
              member: { id: room.other.id, nickname: room.other.nickname },
            }}
          >
            <AlertIcon size={14} />
          </ReportButton>
        )}
      </div>
      {message.off_platform ? (
        <p className="chat-safety" role="note">
          {t('chats.offPlatformWarning')}
        </p>
      ) : null}
    </>
  );
}

/**
 * Opening the room shows the newest message; an older page keeps what was on screen in place; a
 * new message scrolls down when the reader was already near the bottom.
 */
function useScrollAnchor(firstId: number | undefined, lastId: number | undefined) {
  const anchor = useRef<{ firstId?: number; lastId?: number; height: number }>({ height: 0 });
  useLayoutEffect(() => {
    const root = document.documentElement;
    const before = anchor.current;
    if (before.lastId === undefined && lastId !== undefined) {
      window.scrollTo(0, root.scrollHeight);
    } else if (firstId !== before.firstId && lastId === before.lastId) {
      window.scrollTo(0, window.scrollY + (root.scrollHeight - before.height));
    } else if (lastId !== before.lastId) {
      const nearBottom = window.innerHeight + window.scrollY >= before.height - 160;
      if (nearBottom) window.scrollTo(0, root.scrollHeight);
    }
    anchor.current = { firstId, lastId, height: root.scrollHeight };
  }, [firstId, lastId]);
}

/** The history, oldest first with day separators; older pages load upward keeping the position. */
export function MessageLog({ room, me }: { room: ChatRoomDto; me: UserDto | null | undefined }) {
  const { t, language } = useTranslation();
  const history = useInfiniteQuery(chatMessagesQuery(room.id));
  const messages = messagesInOrder(history.data);
  const latestOffers = latestOfferMoves(messages);
  // A seat reads the business's room from the business's side.
  const partyId = room.as_seat_of?.owner_id ?? me?.id;
  useScrollAnchor(messages[0]?.id, messages.at(-1)?.id);
  return (
    <QueryState query={history}>
      {() => (
        <div className="chat-log" role="log" aria-label={t('chats.log')}>
          {history.hasNextPage ? (
            <div className="chat-log__older">
              <Button
                variant="secondary"
                size="sm"
                busy={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {t('chats.loadOlder')}
              </Button>
            </div>
          ) : messages.length > 0 ? (
            <p className="chat-log__start">{t('chats.startOfChat')}</p>
          ) : null}
          {messages.map((message, index) => {
            const day = formatDay(message.created_at, language);
            const previous = messages[index - 1];
            const showDay = !previous || formatDay(previous.created_at, language) !== day;
            return (
              <Fragment key={message.id}>
                {showDay ? <p className="chat-day">{day}</p> : null}
                {isOfferMessage(message) ? (
                  <OfferCard
                    message={message}
                    current={
                      latestOffers.get(message.offer.offer.id) === message ? message.offer.offer : null
                    }
                    meId={partyId}
                    room={room}
                  />
                ) : (
                  <Message message={message} mine={message.sender_id === partyId} room={room} />
                )}
              </Fragment>
            );
          })}
        </div>
      )}
    </QueryState>
  );
}
