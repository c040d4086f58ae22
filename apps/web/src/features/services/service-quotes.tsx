import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ServiceQuoteDto, ServiceRequestDto } from '@steelyard/contracts';
import { errorMessage } from '../../api/errors.ts';
import { serviceQuotesQuery, useAwardQuote, useWithdrawQuote } from '../../api/services.ts';
import { formatDate, formatPrice } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ChatIcon } from '../../ui/icons.tsx';
import { OpenChatButton } from '../../ui/open-chat-button.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { takesQuotes } from './service-kind.ts';

/**
 * The requester's room with a supplier about the request (the requester opens it as its owner);
 * after the award, the winner's is the one to use, named and in front.
 */
function QuoteChatButton({ request, quote }: { request: ServiceRequestDto; quote: ServiceQuoteDto }) {
  const { t } = useTranslation();
  const isWinner = quote.status === 'awarded';
  return (
    <OpenChatButton
      block
      variant={isWinner ? 'primary' : 'secondary'}
      subject={{ service_request_id: request.id, supplier_id: quote.supplier.id }}
      aria-label={isWinner ? undefined : `${t('services.chat')} · ${quote.supplier.nickname}`}
    >
      <ChatIcon size={16} />
      {isWinner ? t('services.chatWinner', { nickname: quote.supplier.nickname }) : t('services.chat')}
    </OpenChatButton>
  );
}

/**
 * The quotes a reader may see, side by side (cheapest first, as the server orders them): every
 * one for the requester, who may award one while the request takes quotes and chat with each
 * supplier; a supplier's own, which they may withdraw until one is chosen.
 */
export function ServiceQuotes({ request }: { request: ServiceRequestDto }) {
  const { t, language } = useTranslation();
  const query = useQuery(serviceQuotesQuery(request.kind, request.id));
  const award = useAwardQuote(request.kind, request.id);
  const withdraw = useWithdrawQuote(request.kind, request.id);
  const [choosing, setChoosing] = useState<ServiceQuoteDto | null>(null);
  const [withdrawing, setWithdrawing] = useState<ServiceQuoteDto | null>(null);
  const isOpen = takesQuotes(request.status);
  const canAward = request.viewer.is_owner && isOpen;
  const canWithdraw = (quote: ServiceQuoteDto) =>
    !request.viewer.is_owner && isOpen && quote.status === 'submitted';
  const confirm = () => {
    if (!choosing) return;
    award.mutate(choosing.id, { onSuccess: () => showToast(t('services.awardedToast')) });
    setChoosing(null);
  };
  const confirmWithdraw = () => {
    if (!withdrawing) return;
    // The section leaves the page once the quote is gone, so the toast hangs on the promise, not on
    // `mutate`'s callbacks (they are dropped when the component unmounts).
    withdraw.mutateAsync(withdrawing.id).then(
      () => showToast(t('services.quoteWithdrawn')),
      (error: unknown) => showToast(errorMessage(error, t('errors.network'))),
    );
    setWithdrawing(null);
  };

  return (
    <section className="service-section" aria-labelledby="service-quotes">
      <h2 id="service-quotes" className="service-section__title">
        {request.viewer.is_owner ? t('services.quotes') : t('services.myQuote')}
      </h2>
      <QueryState query={query}>
        {(quotes) =>
          quotes.length === 0 ? (
            <p className="service-muted">{t('services.noQuotes')}</p>
          ) : (
            <ul className="service-quotes">
              {quotes.map((quote) => (
                <li key={quote.id} className={`service-quote service-quote--${quote.status}`}>
                  <p className="service-quote__supplier">{quote.supplier.nickname}</p>
                  <p className="service-quote__price">
                    {formatPrice(quote.price, language, request.country)}
                  </p>
                  <dl className="service-quote__facts">
                    <dt>{t('services.quote.leadDays')}</dt>
                    <dd>{t('services.leadDays', { count: quote.lead_days })}</dd>
                    <dt>{t('services.quote.validUntil')}</dt>
                    <dd>{formatDate(quote.valid_until, language)}</dd>
                  </dl>
                  {quote.note ? <p className="service-quote__note">{quote.note}</p> : null}
                  <p className="service-quote__status">{t(`services.quoteStatuses.${quote.status}`)}</p>
                  {canAward ? (
                    <Button size="sm" block busy={award.isPending} onClick={() => setChoosing(quote)}>
                      {t('services.award')}
                    </Button>
                  ) : null}
                  {request.viewer.is_owner ? <QuoteChatButton request={request} quote={quote} /> : null}
                  {canWithdraw(quote) ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      block
                      busy={withdraw.isPending}
                      onClick={() => setWithdrawing(quote)}
                    >
                      {t('services.withdrawQuote')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={choosing !== null}
        title={t('services.award')}
        confirmLabel={t('services.award')}
        onConfirm={confirm}
        onClose={() => setChoosing(null)}
      >
        {choosing ? t('services.awardConfirm', { nickname: choosing.supplier.nickname }) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('services.withdrawQuote')}
        confirmLabel={t('services.withdrawQuote')}
        onConfirm={confirmWithdraw}
        onClose={() => setWithdrawing(null)}
      >
        {t('services.withdrawQuoteConfirm')}
      </ConfirmDialog>
    </section>
  );
}
