import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BUSINESS_LIMITS } from '@contracts/limits.ts';
import { seatInvitationInputSchema, seatRedeemInputSchema } from '@contracts/schemas/businesses.ts';
import { businessSeatsQuery, mySeatQuery, useMySeatChanges, useSeatChanges } from '../../api/businesses.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { QueryState } from '../../ui/query-states.tsx';

/**
 * The owner's company seats (a verified business): invite a member by email (the code goes by
 * mail), the invitations waiting with 'Revoke', the seats with 'Remove' after a confirmation.
 */
export function BusinessSeats() {
  const { t, language } = useTranslation();
  const query = useQuery(businessSeatsQuery());
  const changes = useSeatChanges();
  const [removing, setRemoving] = useState<{ id: number; nickname: string } | null>(null);
  const form = useApiForm<{ email: string }>({
    schema: seatInvitationInputSchema,
    defaultValues: { email: '' },
    onSubmit: async (values) => {
      await changes.invite.mutateAsync(values);
      showToast(t('business.seats.invited', { email: values.email }));
      form.reset();
    },
  });
  return (
    <section className="business-seats" aria-labelledby="business-seats-title">
      <h2 id="business-seats-title" className="business-seats__title">
        {t('business.seats.title')}
      </h2>
      <p className="business-form__note">{t('business.seats.intro', { max: BUSINESS_LIMITS.seatsMax })}</p>
      <form className="business-seats__invite" onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <Field
          type="email"
          label={t('business.seats.email')}
          error={form.errorOf('email')}
          {...form.register('email')}
        />
        <Button type="submit" busy={form.busy}>
          {t('business.seats.invite')}
        </Button>
      </form>
      <QueryState query={query}>
        {({ seats, invitations }) => (
          <>
            {invitations.length ? (
              <ul className="business-seats__list" aria-label={t('business.seats.waiting')}>
                {invitations.map((invitation) => (
                  <li key={invitation.id}>
                    <span>
                      {invitation.email}
                      <small>
                        {t('business.seats.until', { date: formatDate(invitation.expires_at, language) })}
                      </small>
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => void changes.revoke.mutateAsync(invitation.id)}
                    >
                      {t('business.seats.revoke')}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            {seats.length ? (
              <ul className="business-seats__list" aria-label={t('business.seats.members')}>
                {seats.map((seat) => (
                  <li key={seat.id}>
                    <span>{seat.user.nickname}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setRemoving({ id: seat.id, nickname: seat.user.nickname })}
                    >
                      {t('business.seats.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="business-form__note">{t('business.seats.none')}</p>
            )}
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        title={t('business.seats.remove')}
        confirmLabel={t('business.seats.remove')}
        destructive
        onConfirm={() => {
          if (removing) void changes.remove.mutateAsync(removing.id);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      >
        {removing ? t('business.seats.removeConfirm', { nickname: removing.nickname }) : null}
      </ConfirmDialog>
    </section>
  );
}

/** The member's own seat: the business they answer for, with 'Leave'; or a code to join one. */
export function MySeat() {
  const { t } = useTranslation();
  const query = useQuery(mySeatQuery());
  const changes = useMySeatChanges();
  const [leaving, setLeaving] = useState(false);
  const form = useApiForm<{ code: string }>({
    schema: seatRedeemInputSchema,
    defaultValues: { code: '' },
    onSubmit: async (values) => {
      const seat = await changes.redeem.mutateAsync(values);
      showToast(t('business.seats.joined', { business: seat.business.legal_name }));
    },
  });
  return (
    <section className="business-seats" aria-labelledby="my-seat-title">
      <h2 id="my-seat-title" className="business-seats__title">
        {t('business.seats.joinTitle')}
      </h2>
      <QueryState query={query}>
        {(seat) =>
          seat ? (
            <div className="business-seats__mine">
              <p>
                {t('business.seats.holding', {
                  business: seat.business.legal_name,
                  owner: seat.business.owner.nickname,
                })}
              </p>
              <Button variant="secondary" size="sm" onClick={() => setLeaving(true)}>
                {t('business.seats.leave')}
              </Button>
            </div>
          ) : (
            <form className="business-seats__invite" onSubmit={form.submit} noValidate>
              <FormError message={form.formError} />
              <Field
                label={t('business.seats.code')}
                autoCapitalize="characters"
                autoComplete="one-time-code"
                error={form.errorOf('code')}
                {...form.register('code')}
              />
              <Button type="submit" busy={form.busy}>
                {t('business.seats.join')}
              </Button>
            </form>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={leaving}
        title={t('business.seats.leave')}
        confirmLabel={t('business.seats.leave')}
        destructive
        onConfirm={() => {
          void changes.leave.mutateAsync();
          setLeaving(false);
        }}
        onClose={() => setLeaving(false)}
      >
        {t('business.seats.leaveConfirm')}
      </ConfirmDialog>
    </section>
  );
}
