import { useRef, type KeyboardEvent } from 'react';
import { CHAT_LIMITS, chatMessageSchema } from '@contracts/schemas/chats.ts';
import type { ChatRoomDto } from '@steelyard/contracts';
import { useSendMessage, type OutgoingMessage } from '../../api/chats.ts';
import { newClientKey } from '../../api/client-key.ts';
import { useUploadImage } from '../../api/images.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Svg } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';

function SendIcon() {
  return (
    <Svg size={20} strokeWidth={2}>
      <path d="M4 12l16-8-6 16-2.5-6.5L4 12z" />
    </Svg>
  );
}

function PhotoIcon() {
  return (
    <Svg size={22}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="M21 16l-5-5-8 8" />
    </Svg>
  );
}

/**
 * Text (Enter sends, Shift+Enter is a new line) and photos. A retried send keeps its client key,
 * so the server stores it once. When the member cannot send, the room's reason shows here — once.
 */
export function ChatComposer({ room }: { room: ChatRoomDto }) {
  const { t } = useTranslation();
  const send = useSendMessage(room.id);
  const upload = useUploadImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useApiForm<OutgoingMessage>({
    schema: chatMessageSchema,
    defaultValues: { body: '', client_key: newClientKey() },
    onSubmit: async (values) => {
      await send.mutateAsync(values);
      form.reset({ body: '', client_key: newClientKey() });
    },
  });
  const sendPhoto = (file: File) =>
    form.handle(async () => {
      const image = await upload.mutateAsync({ file });
      await send.mutateAsync({ image_id: image.id, client_key: newClientKey() });
    })();

  if (!room.can_send) {
    return (
      <div className="chat-composer">
        <p className="chat-composer__disabled" role="status">
          {room.notice_key ? serverMessage(room.notice_key) : ''}
        </p>
      </div>
    );
  }
  const busy = form.busy || upload.isPending;
  const body = form.watch('body') ?? '';
  const error = form.errorOf('body') ?? form.formError ?? undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (body.trim() && !busy) void form.submit();
  };
  return (
    <form className="chat-composer" onSubmit={form.submit} noValidate>
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
        aria-label={t('chats.attach')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void sendPhoto(file);
        }}
      />
      <textarea
        className="chat-composer__input"
        rows={1}
        maxLength={CHAT_LIMITS.messageMax}
        placeholder={t('chats.placeholder')}
        aria-label={t('chats.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'chat-composer-error' : undefined}
        onKeyDown={onKeyDown}
        {...form.register('body')}
      />
      <button type="submit" className="icon-btn" aria-label={t('chats.send')} disabled={busy || !body.trim()}>
        {busy ? <Spinner size="sm" /> : <SendIcon />}
      </button>
      {error ? (
        <p id="chat-composer-error" className="field__error chat-composer__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
