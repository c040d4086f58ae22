import { withdrawalSchema } from '@contracts/schemas/accounts.ts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { withdraw } from '../../api/accounts.ts';
import { ApiError } from '../../api/errors.ts';
import { useFieldErrors } from '../../api/form-errors.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { serverMessage } from '../../i18n/i18n.ts';
import { appStore } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import './account.css';

/** /users/remove: what withdrawal means, the required agreement tick, then the account is closed. */
export function WithdrawalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [agree, setAgree] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, capture, clear } = useFieldErrors();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!withdrawalSchema.safeParse({ agree: agree ? 1 : 0 }).success) {
      setErrors({ agree: serverMessage('user.remove_agree_required') });
      return;
    }
    setConfirming(true);
  }

  async function confirm() {
    setConfirming(false);
    setBusy(true);
    setFormError(null);
    try {
      await withdraw(agree);
      appStore.setState({ popMessage: { kind: 'info', message: t('accounts.remove.done') } });
      navigate('/products', { replace: true });
    } catch (error) {
      if (!capture(error))
        setFormError(error instanceof ApiError && error.message ? error.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  const points = ['closedAtOnce', 'productsHidden', 'rejoinBan', 'retention'] as const;
  return (
    <div className="page">
      <PageTitleBar title={t('accounts.remove.title')} fallback="/mypage/settings" />
      <form className="account-page" onSubmit={submit} noValidate>
        <h2 className="account-page__heading">{t('accounts.remove.heading')}</h2>
        <ul className="account-notice">
          {points.map((point) => (
            <li key={point}>{t(`accounts.remove.${point}`)}</li>
          ))}
        </ul>
        {formError ? (
          <p className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="field">
          <label className="check">
            <input
              type="checkbox"
              name="agree"
              checked={agree}
              aria-invalid={errors.agree ? true : undefined}
              aria-describedby={errors.agree ? 'withdrawal-agree-error' : undefined}
              onChange={(event) => {
                setAgree(event.target.checked);
                clear('agree');
              }}
            />
            <span>{t('accounts.remove.agree')}</span>
          </label>
          {errors.agree ? (
            <p id="withdrawal-agree-error" className="field__error" role="alert">
              {errors.agree}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="destructive" block busy={busy}>
          {t('accounts.remove.submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('accounts.remove.confirmTitle')}
        onClose={() => setConfirming(false)}
        confirmLabel={t('accounts.remove.submit')}
        destructive
        onConfirm={() => void confirm()}
      >
        {t('accounts.remove.confirmBody')}
      </ConfirmDialog>
    </div>
  );
}

export { WithdrawalPage as Component };
