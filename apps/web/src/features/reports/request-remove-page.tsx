import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TRUST_LIMITS } from '@contracts/limits.ts';
import { removeRequestSchema } from '@contracts/schemas/reports.ts';
import type { UserDto } from '@steelyard/contracts';
import { useRequestRemove, type RemoveRequestValues } from '../../api/reports.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/trust-texts.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { TextAreaField } from '../../ui/select-field.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './request-remove.css';

/** The request's fields, filled in with a member's nickname and email. */
function RequestRemoveForm({ user, onSent }: { user: UserDto | null; onSent: () => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const send = useRequestRemove();
  const form = useApiForm<RemoveRequestValues>({
    schema: removeRequestSchema,
    defaultValues: {
      name: user?.nickname ?? '',
      email: user?.email ?? '',
      url: params.get('url') ?? '',
      reason: '',
    },
    onSubmit: async (values) => {
      await send.mutateAsync(values);
      onSent();
    },
  });
  return (
    <form className="request-remove-form" onSubmit={form.submit} noValidate>
      <p className="request-remove-form__intro">{t('requestRemove.intro')}</p>
      <FormError message={form.formError} />
      <Field
        label={t('requestRemove.name')}
        autoComplete="name"
        maxLength={TRUST_LIMITS.removeNameMax}
        error={form.errorOf('name')}
        {...form.register('name')}
      />
      <Field
        label={t('requestRemove.email')}
        type="email"
        autoComplete="email"
        error={form.errorOf('email')}
        {...form.register('email')}
      />
      <Field
        label={t('requestRemove.url')}
        type="url"
        inputMode="url"
        maxLength={TRUST_LIMITS.removeUrlMax}
        error={form.errorOf('url')}
        {...form.register('url')}
      />
      <TextAreaField
        label={t('requestRemove.reason')}
        rows={5}
        maxLength={TRUST_LIMITS.removeReasonMax}
        error={form.errorOf('reason')}
        {...form.register('reason')}
      />
      <Button type="submit" busy={form.busy}>
        {t('requestRemove.submit')}
      </Button>
    </form>
  );
}

/**
 * /requestRemoves/create: anyone asks for content or personal data to be removed (who, an email
 * to answer to, the address of the content, why). `?url=` fills the address.
 */
export function RequestRemovePage() {
  const { t } = useTranslation();
  const session = useCurrentUser();
  const [sent, setSent] = useState(false);
  return (
    <div className="page">
      <PageTitleBar title={t('requestRemove.title')} fallback="/mypage" />
      {sent ? (
        <EmptyState
          title={t('requestRemove.sentTitle')}
          body={t('requestRemove.sentBody')}
          action={
            <Link to="/" className="btn btn--secondary btn--sm">
              {t('common.goHome')}
            </Link>
          }
        />
      ) : session.isPending ? (
        // The form's first values are the member's: it waits for the answer to 'who am I'.
        <CenteredSpinner label={t('common.loading')} />
      ) : (
        <RequestRemoveForm user={session.data ?? null} onSent={() => setSent(true)} />
      )}
    </div>
  );
}

export { RequestRemovePage as Component };
