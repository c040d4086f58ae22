import { lazy, Suspense, useState } from 'react';
import type { ChatMessageDto, ChatOfferDto, ChatRoomDto, OfferDto } from '@steelyard/contracts';
import { errorMessage } from '../../api/errors.ts';
import { useAnswerOffer, type OfferAnswer } from '../../api/offers.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useTranslation, type TFunction } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

const OfferSheet = lazy(() => import('../../ui/offer-sheet.tsx'));

const HOUR_MS = 3_600_000;

/** The whole hours an offer has left to be answered, one at least while it is live. */
const hoursLeft = (expiresAt: string, now = Date.now()) =>
  Math.max(1, Math.ceil((Date.parse(expiresAt) - now) / HOUR_MS));

/** What the move says: who made it ('You countered', 'Lathe Shop accepted'), or why it ended. */
function moveText(
  move: ChatOfferDto,
  senderId: number | null,
  meId: number | undefined,
  room: ChatRoomDto,
  t: TFunction,
) {
  if (move.event === 'expired') return t('offers.expired');
  if (move.event === 'ended') return t(`offers.ended.${move.offer.end_reason ?? 'unavailable'}`);
  return senderId === meId
    ? t(`offers.moveMine.${move.event}`)
    : t(`offers.moveOther.${move.event}`, { name: room.other.nickname });
}

/** Whose answer the offer waits for now, or null when it is over. */
const turnOf = (offer: OfferDto) =>
  offer.status === 'awaiting_seller'
    ? offer.seller_id
    : offer.status === 'awaiting_buyer'
      ? offer.buyer_id
      : null;

/** The offer as it stands, said on its latest card: whose turn and the time left, or how it ended. */
function OfferState({ offer, meId, room }: { offer: OfferDto; meId: number | undefined; room: ChatRoomDto }) {
  const { t } = useTranslation();
  const turn = turnOf(offer);
  if (turn === null) {
    const over = offer.status as Exclude<OfferDto['status'], 'awaiting_seller' | 'awaiting_buyer'>;
    return <p className={`offer-card__state offer-card__state--${over}`}>{t(`offers.state.${over}`)}</p>;
  }
  const hours = hoursLeft(offer.expires_at);
  return (
    <p className="offer-card__state offer-card__state--live">
      {turn === meId
        ? t('offers.state.yourTurn')
        : t('offers.state.theirTurn', { name: room.other.nickname })}
      {' · '}
      {t('offers.hoursLeft', { count: hours })}
    </p>
  );
}

/** Accept (after a confirmation: it reserves the post), decline, or counter in the amount sheet. */
function OfferAnswers({
  offer,
  meId,
  room,
}: {
  offer: OfferDto;
  meId: number | undefined;
  room: ChatRoomDto;
}) {
  const { t, language } = useTranslation();
  const answer = useAnswerOffer(offer);
  const [asking, setAsking] = useState<'accept' | 'counter' | null>(null);
  const amount = formatMoney(offer.amount, language, offer.currency);
  const send = (move: OfferAnswer) =>
    answer.mutate(move, { onError: (error) => showToast(errorMessage(error, t('errors.network'))) });
  return (
    <div className="offer-card__actions">
      <Button
        size="sm"
        variant="secondary"
        disabled={answer.isPending}
        onClick={() => send({ action: 'decline' })}
      >
        {t('offers.decline')}
      </Button>
      <Button size="sm" variant="secondary" disabled={answer.isPending} onClick={() => setAsking('counter')}>
        {t('offers.counter')}
      </Button>
      <Button size="sm" busy={answer.isPending} onClick={() => setAsking('accept')}>
        {t('offers.accept')}
      </Button>
      <ConfirmDialog
        open={asking === 'accept'}
        title={t('offers.acceptTitle', { amount })}
        confirmLabel={t('offers.accept')}
        onConfirm={() => {
          setAsking(null);
          send({ action: 'accept' });
        }}
        onClose={() => setAsking(null)}
      >
        <p>{meId === offer.seller_id ? t('offers.acceptForSeller') : t('offers.acceptForBuyer')}</p>
      </ConfirmDialog>
      {asking === 'counter' ? (
        <Suspense fallback={null}>
          <OfferSheet
            title={t('offers.counter')}
            submitLabel={t('offers.counterSend')}
            price={room.product?.price ?? null}
            currency={offer.currency}
            send={async ({ amount: counter, message }) => {
              await answer.mutateAsync({ action: 'counter', amount: counter, message });
              setAsking(null);
            }}
            onClose={() => setAsking(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * One move of a price offer in the room's history: who made it, the amount, the note. Only the
 * offer's latest card says how it stands (`current`), with the answers for the side whose turn it is;
 * the earlier cards of the same offer are its history.
 */
export function OfferCard({
  message,
  current,
  meId,
  room,
}: {
  message: ChatMessageDto & { offer: ChatOfferDto };
  /** The offer as it stands, on its latest card only. */
  current: OfferDto | null;
  /** The side the reader is: themself, or the business whose seat they are. */
  meId: number | undefined;
  room: ChatRoomDto;
}) {
  const { t, language } = useTranslation();
  const move = message.offer;
  const side = message.sender_id === null ? 'system' : message.sender_id === meId ? 'mine' : 'theirs';
  const showsAmount = move.event !== 'expired' && move.event !== 'ended';
  return (
    <article
      className={`offer-card offer-card--${side}${current ? '' : ' offer-card--past'}`}
      aria-label={t('offers.label')}
    >
      <p className="offer-card__label">{t('offers.label')}</p>
      <p className="offer-card__move">{moveText(move, message.sender_id, meId, room, t)}</p>
      {showsAmount ? (
        <p className="offer-card__amount">{formatMoney(move.amount, language, move.offer.currency)}</p>
      ) : null}
      {message.body ? <p className="offer-card__note">{message.body}</p> : null}
      {message.seat ? (
        <p className="offer-card__seat">{t('chats.sentBy', { nickname: message.seat.nickname })}</p>
      ) : null}
      {current && showsAmount ? <OfferState offer={current} meId={meId} room={room} /> : null}
      {current && turnOf(current) === meId && meId !== undefined && room.can_send ? (
        <OfferAnswers offer={current} meId={meId} room={room} />
      ) : null}
    </article>
  );
}
