import { OFFER_LIMITS, offerInputSchema } from '@contracts/schemas/offers.ts';
import { newClientKey } from '../api/client-key.ts';
import { isApiError } from '../api/errors.ts';
import type { OfferValues } from '../api/offers.ts';
import { useApiForm } from '../api/use-api-form.ts';
import { formatMoney } from '../i18n/format.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from './button.tsx';
import { Sheet } from './dialog.tsx';
import { digitsOnly, Field, FormError } from './field.tsx';
import { TextAreaField } from './select-field.tsx';
import './offer-sheet.css';

/** The offer's schema with the post's asking price as the ceiling, as the server checks it. */
const schemaUnder = (price: number | null) =>
  offerInputSchema.refine((v) => price === null || v.amount <= price, {
    path: ['amount'],
    message: 'offer.above_price',
  });

export interface OfferSheetProps {
  title: string;
  submitLabel: string;
  /** The post's asking price, the most any amount may be (null: none). */
  price: number | null;
  currency: string;
  /** Sends the amount and note; a 409 (an offer already waiting, the post no longer open) shows at the amount. */
  send: (values: OfferValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The amount sheet of a price offer and of a counter: the amount in the post's currency (never
 * above its price) and an optional note. The server's refusals show at the amount. Loaded when
 * first opened; a retried send keeps its client key, so it is one offer.
 */
export default function OfferSheet({ title, submitLabel, price, currency, send, onClose }: OfferSheetProps) {
  const { t, language } = useTranslation();
  const form = useApiForm<OfferValues>({
    schema: () => schemaUnder(price),
    defaultValues: { amount: '', message: '', client_key: newClientKey() },
    onSubmit: async (values) => {
      try {
        await send(values);
      } catch (error) {
        if (!isApiError(error, 409)) throw error;
        form.setError('amount', { type: 'server', message: error.message }, { shouldFocus: true });
      }
    },
  });
  return (
    <Sheet open title={title} onClose={onClose}>
      <form className="offer-sheet" onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <Field
          label={t('offers.amount', { currency })}
          inputMode="numeric"
          autoComplete="off"
          error={form.errorOf('amount')}
          {...digitsOnly(form.register('amount'), 12)}
        />
        {price !== null ? (
          <p className="field__hint">
            {t('offers.askingPrice', { price: formatMoney(price, language, currency) })}
          </p>
        ) : null}
        <TextAreaField
          label={t('offers.note')}
          maxLength={OFFER_LIMITS.messageMax}
          error={form.errorOf('message')}
          {...form.register('message')}
        />
        <div className="sheet__actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={form.busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
