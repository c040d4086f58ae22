import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { AdminChatDetailDto, ChatMessageDto } from '@steelyard/contracts';
import { fetchAdminChat } from '../../api/admin-chats.ts';
import { isApiError } from '../../api/errors.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { formatDate, formatDateTime, formatMoney, formatTimeAgo } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { RoomSubject } from './room-subject.tsx';
import './admin-chats.css';

/** A price offer's move as the history records it: the move, the amount, and why it ended. */
function OfferMove({ offer }: { offer: NonNullable<ChatMessageDto['offer']> }) {
  const { t, language } = useTranslation();
  const amount = formatMoney(offer.amount, language, offer.offer.currency);
  const reason = offer.event === 'ended' ? offer.offer.end_reason : null;
  return (
    <p className="admin-chat-line__offer">
      {t(`adminChats.offer.${offer.event}`, { amount })}
      {reason ? ` · ${t(`adminChats.offerEnd.${reason}`)}` : null}
    </p>
  );
}

function Line({ message, detail }: { message: ChatMessageDto; detail: AdminChatDetailDto }) {
  const { t, language } = useTranslation();
  const { seller, buyer } = detail.room;
  const sender = message.sender_id === seller.id ? seller : message.sender_id === buyer.id ? buyer : null;
  if (message.kind === 'left')
    return (
      <li className="admin-chat-line admin-chat-line--system">
        {t('adminChats.leftMessage', { nickname: sender?.nickname ?? '?' })}
        <time dateTime={message.created_at}>{formatDate(message.created_at, language)}</time>
      </li>
    );
  return (
    <li className={sender?.id === seller.id ? 'admin-chat-line admin-chat-line--seller' : 'admin-chat-line'}>
      <span className="admin-chat-line__who">
        {sender
          ? `${sender.nickname} · ${sender.id === seller.id ? t('adminChats.seller') : t('adminChats.buyer')}`
          : t('adminChats.system')}
      </span>
      {message.offer ? <OfferMove offer={message.offer} /> : null}
      {message.image ? (
        <a href={message.image.url} target="_blank" rel="noreferrer">
          <img src={message.image.thumb_url} alt="" className="admin-chat-line__photo" loading="lazy" />
        </a>
      ) : null}
      {message.body ? <p className="admin-chat-line__body">{message.body}</p> : null}
      <time dateTime={message.created_at}>
        {formatDateTime(message.created_at, language)} ({formatTimeAgo(message.created_at, language)})
      </time>
    </li>
  );
}

/** /admin/chats/{id}: the whole history, read-only (each load is audited on the server). */
export function AdminChatPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const history = useInfiniteQuery({
    queryKey: queryKeys.admin.chat(id),
    queryFn: ({ pageParam }) => fetchAdminChat(id, pageParam),
    initialPageParam: '',
    getNextPageParam: (last: AdminChatDetailDto) => last.next_cursor ?? undefined,
  });
  return (
    <QueryState
      query={history}
      failed={(error) => (
        <EmptyState title={isApiError(error, 404) ? t('adminChats.empty') : t('errors.loadFailed')} />
      )}
    >
      {(data) => {
        const first = data.pages[0] as AdminChatDetailDto;
        const room = first.room;
        const messages = [...data.pages].reverse().flatMap((page) => page.messages);
        return (
          <div>
            <p>
              <Link to="/admin/chats">← {t('adminChats.back')}</Link>
            </p>
            <h1 className="admin-h1">
              {t('adminChats.title')} #{room.id}
            </h1>
            <section className="admin-panel admin-chat-summary">
              <p>
                <strong>{t('adminChats.productCol')}</strong> <RoomSubject subject={room.subject} />
              </p>
              <p>
                <strong>{t('adminChats.seller')}</strong> {room.seller.nickname} (#{room.seller.id})
                {room.seller_left_at ? ` · ${t('adminChats.left', { nickname: room.seller.nickname })}` : ''}
              </p>
              <p>
                <strong>{t('adminChats.buyer')}</strong> {room.buyer.nickname} (#{room.buyer.id})
                {room.buyer_left_at ? ` · ${t('adminChats.left', { nickname: room.buyer.nickname })}` : ''}
              </p>
              <p className="admin-chat-summary__note">{t('adminChats.readOnly')}</p>
            </section>
            {history.hasNextPage ? (
              <Button
                variant="secondary"
                size="sm"
                busy={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {t('adminChats.older')}
              </Button>
            ) : null}
            <ol className="admin-chat-log">
              {messages.map((message) => (
                <Line key={message.id} message={message} detail={first} />
              ))}
            </ol>
          </div>
        );
      }}
    </QueryState>
  );
}

export { AdminChatPage as Component };
