import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { seatRedeemSchema } from '@contracts/schemas/businesses.ts';
import type { MySeatDto } from '@steelyard/contracts';
import { mySeatQuery, useMySeatActions } from '../../api/businesses.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import './businesses.css';

function CurrentSeat({ seat }: { seat: MySeatDto }) {
  const { t } = useTranslation();
  const { leave } = useMySeatActions();
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="business-state business-state--verified" aria-live="polite">
      <p className="business-state__title">{t('seats.mySeat', { business: seat.business.legal_name })}</p>
      <p>{t('seats.mySeatNote', { owner: seat.business.owner_nickname })}</p>
      <p className="seat-actions">
        <Link to="/chats?inbox=business">{t('seats.openInbox')}</Link>
        <Button variant="secondary" size="sm" busy={leave.isPending} onClick={() => setConfirming(true)}>
          {t('seats.leave')}
        </Button>
      </p>
      <ConfirmDialog
        open={confirming}
        title={t('seats.leaveTitle', { business: seat.business.legal_name })}
        confirmLabel={t('seats.leave')}
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          leave.mutate();
        }}
      />
    </section>
  );
}

function RedeemForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const { redeem } = useMySeatActions();
  const form = useApiForm<{ code: string }>({
    schema: seatRedeemSchema,
    defaultValues: { code },
    onSubmit: async (values) => {
      const seat = await redeem.mutateAsync(values);
      if (seat) showToast(t('seats.joined', { business: seat.business.legal_name }));
    },
  });
  return (
    <form className="business-form" onSubmit={form.submit} noValidate>
      <p className="business-page__intro">{t('seats.redeemIntro')}</p>
      <FormError message={form.formError} />
      <Field
        label={t('seats.codeLabel')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        error={form.errorOf('code')}
        {...form.register('code')}
      />
      <Button type="submit" block busy={form.busy}>
        {t('seats.redeem')}
      </Button>
    </form>
  );
}

/**
 * /businessSeats/redeem (signed in): the business the member holds a seat of, with leave; or the
 * form that takes an invitation's code (prefilled from the email's link, `?code=`).
 */
export function SeatRedeemPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = useQuery(mySeatQuery());
  return (
    <div className="page">
      <PageTitleBar title={t('seats.redeemTitle')} fallback="/mypage" />
      <QueryState query={query}>
        {(seat) => (
          <div className="business-page">
            {seat ? <CurrentSeat seat={seat} /> : <RedeemForm code={params.get('code') ?? ''} />}
          </div>
        )}
      </QueryState>
    </div>
  );
}

export { SeatRedeemPage as Component };
