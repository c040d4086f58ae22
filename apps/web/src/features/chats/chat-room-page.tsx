import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  Fragment,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ChatMessageDto, ChatRoomDto, UserDto } from '@steelyard/contracts';
import {
  appendMessage,
  chatMessagesQuery,
  chatRoomQuery,
  leaveChat,
  markChatRead,
  messagesInOrder,
  sendChatMessage,
  setChatNotify,
} from '../../api/chats.ts';
import { isApiError, ValidationError } from '../../api/errors.ts';
import { uploadImage } from '../../api/images.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useRealtimeEvent } from '../../api/realtime.ts';
import { useCurrentUser } from '../../api/session.ts';
import { NotFoundPage } from '../../app/pages/not-found-page.tsx';
import { serverMessage, useTranslation } from '../../i18n/i18n.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BoxIcon, ChatIcon } from '../../ui/icons.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { productPriceText } from '../../ui/price.ts';
import { Sheet } from '../../ui/sheet.tsx';
import { CenteredSpinner, Spinner } from '../../ui/spinner.tsx';
import { formatClock, formatDay, newClientKey } from './chat-text.ts';
import './chats.css';

type StatusKey = Parameters<ReturnType<typeof useTranslation>['t']>[0];

/** The room's lists and the profile's unread badge change when messages are read or arrive. */
function refreshBadges() {
  void queryClient.invalidateQueries({ queryKey: queryKeys.chats.lists() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.session.user() });
}

function ProductStrip({ room }: { room: ChatRoomDto }) {
  const { t, language } = useTranslation();
  const product = room.product;
  const content = (
    <>
      <span className="chat-product__thumb">
        {product.thumb_url ? (
          <img src={product.thumb_url} alt="" width={48} height={48} />
        ) : (
          <BoxIcon size={22} />
        )}
      </span>
      <span className="chat-product__body">
        <span className="chat-product__title">
          {product.deleted ? t('chats.deletedProduct') : product.title}
        </span>
        <span className="chat-product__row">
          <span className={`tag tag--${product.status}`}>{t(product.status_label_key as StatusKey)}</span>
          <strong>{productPriceText(product, t, language)}</strong>
        </span>
      </span>
    </>
  );
  return product.deleted ? (
    <div className="chat-product">{content}</div>
  ) : (
    <Link to={`/products/${product.id}`} className="chat-product">
      {content}
    </Link>
  );
}

function Message({ message, mine, room }: { message: ChatMessageDto; mine: boolean; room: ChatRoomDto }) {
  const { t, language } = useTranslation();
  if (message.kind === 'left') {
    return (
      <p className="chat-system" role="status">
        {serverMessage('chat.other_left')}
      </p>
    );
  }
  return (
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
      {message.body ? <div className="chat-msg__bubble">{message.body}</div> : null}
      <time className="chat-msg__time" dateTime={message.created_at}>
        {formatClock(message.created_at, language)}
      </time>
    </div>
  );
}

/** The history, oldest first with day separators; older pages load upward keeping the position. */
function MessageLog({ room, me }: { room: ChatRoomDto; me: UserDto | null | undefined }) {
  const { t, language } = useTranslation();
  const history = useInfiniteQuery(chatMessagesQuery(room.id));
  const messages = messagesInOrder(history.data);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const anchor = useRef<{ firstId?: number; lastId?: number; height: number }>({ height: 0 });

  // Opening the room shows the newest message; an older page keeps what was on screen in place;
  // a new message scrolls down when the reader was already near the bottom.
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

  if (history.isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (history.isError)
    return (
      <EmptyState
        title={t('errors.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  let previousDay = '';
  return (
    <div className="chat-log" aria-live="polite" aria-relevant="additions">
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
      {messages.map((message) => {
        const day = formatDay(message.created_at, language);
        const showDay = day !== previousDay;
        previousDay = day;
        return (
          <Fragment key={message.id}>
            {showDay ? <p className="chat-day">{day}</p> : null}
            <Message message={message} mine={message.sender_id === me?.id} room={room} />
          </Fragment>
        );
      })}
    </div>
  );
}

function SendIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <path d="M4 12l16-8-6 16-2.5-6.5L4 12z" strokeLinejoin="round" />
    </svg>
  );
}
function PhotoIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="M21 16l-5-5-8 8" strokeLinejoin="round" />
    </svg>
  );
}
function MoreIcon() {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <circle cx="12" cy="5" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="12" cy="19" r="1.8" />
    </svg>
  );
}

/** Text and photos; a retried send carries the same client key, so it is one message. */
function Composer({ room }: { room: ChatRoomDto }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const clientKey = useRef(newClientKey());
  const fileInput = useRef<HTMLInputElement>(null);

  async function deliver(body: { body?: string; image_id?: number }) {
    const message = await sendChatMessage(room.id, { ...body, client_key: clientKey.current });
    clientKey.current = newClientKey();
    appendMessage(room.id, message);
    void queryClient.invalidateQueries({ queryKey: queryKeys.chats.lists() });
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const body = text.trim();
    if (!body || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await deliver({ body });
      setText('');
    } catch (err) {
      if (err instanceof ValidationError) setError(Object.values(err.firstErrors())[0]);
      else if (isApiError(err, 403))
        void queryClient.invalidateQueries({ queryKey: queryKeys.chats.room(room.id) });
      else setError(t('chats.sendFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function sendPhoto(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const image = await uploadImage(file);
      await deliver({ image_id: image.id });
    } catch (err) {
      if (err instanceof ValidationError) setError(Object.values(err.firstErrors())[0]);
      else if (!isApiError(err, 403)) setError(t('chats.uploadFailed'));
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  if (!room.can_send) {
    return (
      <div className="chat-composer">
        <p className="chat-composer__disabled">{room.notice_key ? serverMessage(room.notice_key) : ''}</p>
      </div>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit();
    if (event.key === 'Enter' && !event.shiftKey) event.preventDefault();
  };
  return (
    <form className="chat-composer" onSubmit={submit} noValidate>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('chats.attach')}
        disabled={busy}
        onClick={() => fileInput.current?.click()}
      >
        <PhotoIcon />
      </button>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => void sendPhoto(event.target.files?.[0])}
      />
      <textarea
        className="chat-composer__input"
        rows={1}
        name="body"
        value={text}
        maxLength={1000}
        placeholder={t('chats.placeholder')}
        aria-label={t('chats.placeholder')}
        aria-invalid={error ? true : undefined}
        title={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="icon-btn" aria-label={t('chats.send')} disabled={busy || !text.trim()}>
        {busy ? <Spinner size="sm" /> : <SendIcon />}
      </button>
      {error ? (
        <p className="field__error chat-composer__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The notification switch and leaving (with a confirmation). */
function RoomMenu({ room, open, onClose }: { room: ChatRoomDto; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  async function leave() {
    setConfirming(false);
    try {
      await leaveChat(room.id);
      refreshBadges();
      navigate('/chats', { replace: true });
    } catch {
      // 403/404 are shown by the client.
    }
  }

  return (
    <>
      <Sheet open={open} title={t('chats.menu')} onClose={onClose}>
        <label className="chat-switch">
          <span>
            <strong>{t('chats.notify')}</strong>
            <span className="chat-switch__hint">
              {room.notify ? t('chats.notifyOn') : t('chats.notifyOff')}
            </span>
          </span>
          <input
            type="checkbox"
            role="switch"
            checked={room.notify}
            onChange={(event) => void setChatNotify(room.id, event.target.checked).catch(() => undefined)}
          />
        </label>
        <Button
          variant="secondary"
          className="btn--danger chat-menu__leave"
          onClick={() => {
            onClose();
            setConfirming(true);
          }}
        >
          {t('chats.leave')}
        </Button>
      </Sheet>
      <ConfirmDialog
        open={confirming}
        title={t('chats.leaveTitle')}
        onClose={() => setConfirming(false)}
        confirmLabel={t('chats.leaveConfirm')}
        destructive
        onConfirm={() => void leave()}
      >
        {t('chats.leaveBody')}
      </ConfirmDialog>
    </>
  );
}

function Room({ room }: { room: ChatRoomDto }) {
  const { t } = useTranslation();
  const { data: me } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);

  // Opening the room reads it; a message of the other side arriving while it is open too.
  const unread = room.unread_count;
  useEffect(() => {
    if (unread > 0) void markChatRead(room.id).then(refreshBadges, () => undefined);
  }, [room.id, unread]);
  useRealtimeEvent('message-created', ({ room_id, message }) => {
    if (room_id !== room.id) return;
    appendMessage(room.id, message);
    if (message.kind === 'left')
      void queryClient.invalidateQueries({ queryKey: queryKeys.chats.room(room.id) });
    else if (message.sender_id !== me?.id) void markChatRead(room.id).then(refreshBadges, () => undefined);
  });

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
      <ProductStrip room={room} />
      {room.notice_key ? (
        <p className="chat-notice" role="status">
          {serverMessage(room.notice_key)}
        </p>
      ) : null}
      <MessageLog room={room} me={me} />
      <Composer room={room} />
      <RoomMenu room={room} open={menuOpen} onClose={() => setMenuOpen(false)} />
    </div>
  );
}

/** /chats/{id}: the product, the history (older upward), sending text and photos, the room's menu. */
export function ChatRoomPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const room = useQuery({ ...chatRoomQuery(id), retry: (count, error) => !isApiError(error) && count < 2 });
  if (room.isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (room.isError) {
    if (isApiError(room.error, 404)) return <NotFoundPage />;
    return (
      <div className="page">
        <PageTitleBar title={t('chats.title')} fallback="/chats" />
        <EmptyState
          icon={<ChatIcon size={40} />}
          title={isApiError(room.error) && room.error.message ? room.error.message : t('errors.loadFailed')}
          action={
            <Link to="/chats" className="btn btn--secondary btn--sm">
              {t('chats.title')}
            </Link>
          }
        />
      </div>
    );
  }
  return <Room room={room.data} />;
}

export { ChatRoomPage as Component };
