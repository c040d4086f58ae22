import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { seatInvitationInputSchema } from '@contracts/schemas/businesses.ts';
import type { BusinessSeatDto, SeatInvitationDto } from '@steelyard/contracts';
import { businessSeatsQuery, useSeatActions } from '../../api/businesses.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { QueryState } from '../../ui/query-states.tsx';

function InviteForm() {
  const { t } = useTranslation();
  const { invite } = useSeatActions();
  const form = useApiForm<{ email: string }>({
    schema: seatInvitationInputSchema,
    defaultValues: { email: '' },
    onSubmit: async (values) => {
      await invite.mutateAsync(values);
      showToast(t('seats.invited', { email: values.email }));
      form.reset({ email: '' });
    },
  });
  return (
    <form className="business-form" onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <Field
        type="email"
        label={t('seats.inviteEmail')}
        autoComplete="off"
        error={form.errorOf('email')}
        {...form.register('email')}
      />
      <Button type="submit" busy={form.busy}>
        {t('seats.invite')}
      </Button>
    </form>
  );
}

function InvitationRow({ invitation }: { invitation: SeatInvitationDto }) {
  const { t, language } = useTranslation();
  const { revoke } = useSeatActions();
  return (
    <li className="seat-row">
      <span className="seat-row__body">
        <strong>{invitation.email}</strong>
        <span className="seat-row__meta">
          {t('seats.code', { code: invitation.code })} ·{' '}
          {invitation.expired
            ? t('seats.expired')
            : t('seats.expires', { date: formatDate(invitation.expires_at, language) })}
        </span>
      </span>
      <Button
        variant="secondary"
        size="sm"
        busy={revoke.isPending && revoke.variables === invitation.id}
        onClick={() => revoke.mutate(invitation.id)}
      >
        {t('seats.revoke')}
      </Button>
    </li>
  );
}

function SeatRow({ seat }: { seat: BusinessSeatDto }) {
  const { t, language } = useTranslation();
  const { remove } = useSeatActions();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="seat-row">
      <span className="seat-row__body">
        <strong>{seat.user.nickname}</strong>
        <span className="seat-row__meta">
          {t('seats.since', { date: formatDate(seat.created_at, language) })}
        </span>
      </span>
      <Button variant="secondary" size="sm" busy={remove.isPending} onClick={() => setConfirming(true)}>
        {t('seats.remove')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('seats.removeTitle', { nickname: seat.user.nickname })}
        confirmLabel={t('seats.remove')}
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(seat.id, { onSuccess: () => showToast(t('seats.removed')) });
        }}
      >
        <p>{t('seats.removeBody')}</p>
      </ConfirmDialog>
    </li>
  );
}

/** The owner's seats of a verified business: invite by email, revoke an invitation, remove a seat. */
export function BusinessSeats() {
  const { t } = useTranslation();
  const query = useQuery(businessSeatsQuery());
  return (
    <section className="business-seats" aria-labelledby="business-seats-title">
      <h2 id="business-seats-title" className="business-seats__title">
        {t('seats.title')}
      </h2>
      <p className="business-page__intro">{t('seats.intro')}</p>
      <QueryState query={query}>
        {(data) => (
          <>
            <p className="business-form__note">
              {t('seats.count', { used: data.seats.length, max: data.seats_max })}
            </p>
            {data.seats.length > 0 && (
              <ul className="list-plain" aria-label={t('seats.seatsLabel')}>
                {data.seats.map((seat) => (
                  <SeatRow key={seat.id} seat={seat} />
                ))}
              </ul>
            )}
            {data.invitations.length > 0 && (
              <>
                <h3 className="business-seats__subtitle">{t('seats.pending')}</h3>
                <ul className="list-plain" aria-label={t('seats.pending')}>
                  {data.invitations.map((invitation) => (
                    <InvitationRow key={invitation.id} invitation={invitation} />
                  ))}
                </ul>
              </>
            )}
            <InviteForm />
          </>
        )}
      </QueryState>
    </section>
  );
}
