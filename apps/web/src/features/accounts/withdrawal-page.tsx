import { withdrawalSchema } from '@contracts/schemas/accounts.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useWithdraw } from '../../api/accounts.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { CheckField } from '../../ui/check-field.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormError } from '../../ui/field.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import './account.css';

const POINTS = ['closedAtOnce', 'productsHidden', 'rejoinBan', 'retention'] as const;

/** /users/remove: what withdrawal means, the required agreement tick, a last question, then it is closed. */
export function WithdrawalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const withdraw = useWithdraw();
  const [confirming, setConfirming] = useState(false);
  const form = useApiForm<{ agree: boolean }>({
    schema: withdrawalSchema,
    defaultValues: { agree: false },
    onSubmit: () => setConfirming(true),
  });
  const closeAccount = form.handle(async (values) => {
    await withdraw.mutateAsync(values);
    showToast(t('accounts.remove.done'));
    navigate('/products', { replace: true });
  });

  return (
    <div className="page">
      <PageTitleBar title={t('accounts.remove.title')} fallback="/mypage/settings" />
      <form className="account-page" onSubmit={form.submit} noValidate>
        <h2 className="account-page__heading">{t('accounts.remove.heading')}</h2>
        <ul className="account-notice">
          {POINTS.map((point) => (
            <li key={point}>{t(`accounts.remove.${point}`)}</li>
          ))}
        </ul>
        <FormError message={form.formError} />
        <CheckField
          label={t('accounts.remove.agree')}
          error={form.errorOf('agree')}
          {...form.register('agree')}
        />
        <Button type="submit" variant="destructive" block busy={form.busy || withdraw.isPending}>
          {t('accounts.remove.submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('accounts.remove.confirmTitle')}
        onClose={() => setConfirming(false)}
        confirmLabel={t('accounts.remove.submit')}
        destructive
        onConfirm={() => {
          setConfirming(false);
          void closeAccount();
        }}
      >
        {t('accounts.remove.confirmBody')}
      </ConfirmDialog>
    </div>
  );
}

export { WithdrawalPage as Component };
