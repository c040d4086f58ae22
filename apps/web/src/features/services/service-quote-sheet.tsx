import type { ServiceRequestKind } from '@steelyard/contracts';
import { serviceQuoteInputSchema } from '@contracts/schemas/services.ts';
import { useSendQuote } from '../../api/services.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { currencyLabel } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { Sheet } from '../../ui/dialog.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { TextAreaField } from '../../ui/select-field.tsx';

interface QuoteValues {
  [key: string]: string;
  price: string;
  lead_days: string;
  note: string;
  valid_until: string;
}

/**
 * A supplier's quote in a bottom sheet: price (in the request's currency, named beside it), lead
 * time, a note and how long the price holds.
 */
export function QuoteSheet({
  kind,
  requestId,
  country,
  open,
  onClose,
}: {
  kind: ServiceRequestKind;
  requestId: number;
  /** The request's country: its currency is the quote's. */
  country: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  const send = useSendQuote(kind, requestId);
  const form = useApiForm<QuoteValues>({
    schema: serviceQuoteInputSchema,
    defaultValues: { price: '', lead_days: '', note: '', valid_until: '' },
    onSubmit: async (values) => {
      await send.mutateAsync({
        price: Number(values.price),
        lead_days: Number(values.lead_days),
        note: values.note || undefined,
        valid_until: values.valid_until,
      });
      showToast(t('services.quote.sent'));
      onClose();
    },
  });
  return (
    <Sheet open={open} title={t('services.quote.send')} onClose={onClose}>
      <form className="service-form" onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <Field
          label={t('services.quote.priceIn', { currency: currencyLabel(country, language) })}
          inputMode="numeric"
          error={form.errorOf('price')}
          {...form.register('price')}
        />
        <Field
          label={t('services.quote.leadDays')}
          inputMode="numeric"
          error={form.errorOf('lead_days')}
          {...form.register('lead_days')}
        />
        <Field
          type="date"
          label={t('services.quote.validUntil')}
          error={form.errorOf('valid_until')}
          {...form.register('valid_until')}
        />
        <TextAreaField
          label={t('services.quote.note')}
          rows={3}
          error={form.errorOf('note')}
          {...form.register('note')}
        />
        <Button type="submit" block busy={form.busy}>
          {t('services.quote.send')}
        </Button>
      </form>
    </Sheet>
  );
}
