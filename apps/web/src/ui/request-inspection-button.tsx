import { useState } from 'react';
import { useRequestInspection, useWithdrawInspection } from '../api/inspections.ts';
import { ApiError, errorMessage } from '../api/errors.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { showToast } from '../state/app-store.ts';
import { Button } from './button.tsx';
import './request-inspection-button.css';

/**
 * 'Request an inspection' of a post (issue 30), on its page, its report's screen and in its chat
 * room: once sent (or `requested` already), it says so and offers to withdraw it; a second request
 * is answered in the server's words (one open request per member).
 */
export function RequestInspectionButton({
  productId,
  requested = false,
}: {
  productId: number;
  requested?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(requested);
  const request = useRequestInspection(productId);
  const withdraw = useWithdrawInspection(productId);
  const refused = request.error instanceof ApiError && request.error.status === 409;
  if (open)
    return (
      <div className="inspection-request">
        <p className="detail-place__note" role="status">
          {t('inspections.requested')}
        </p>
        <Button
          variant="secondary"
          size="sm"
          busy={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(undefined, {
              onSuccess: () => {
                request.reset();
                setOpen(false);
                showToast(t('inspections.withdrawn'));
              },
            })
          }
        >
          {t('inspections.withdraw')}
        </Button>
      </div>
    );
  if (refused)
    return (
      <p className="detail-place__note" role="status">
        {errorMessage(request.error, '')}
      </p>
    );
  return (
    <Button
      block
      variant="secondary"
      busy={request.isPending}
      onClick={() => request.mutate(undefined, { onSuccess: () => setOpen(true) })}
    >
      {t('inspections.request')}
    </Button>
  );
}
