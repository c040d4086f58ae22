import { useQuery } from '@tanstack/react-query';
import { productInspectionQuery, useRequestInspection, useWithdrawInspection } from '../api/inspections.ts';
import { ApiError, errorMessage } from '../api/errors.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { showToast } from '../state/app-store.ts';
import { Button } from './button.tsx';
import './request-inspection-button.css';

/**
 * 'Request an inspection' of a post (issue 30), on its page, its report's screen and in its chat
 * room: once sent, it says so and offers to withdraw it; a second request is answered in the
 * server's words (one open request per member). Whether one is open is the post's inspection as
 * the server last answered it (the report's screen reads it; a request or a withdrawal answers
 * it); this asks nothing itself.
 */
export function RequestInspectionButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { data: inspection } = useQuery({ ...productInspectionQuery(productId), enabled: false });
  const request = useRequestInspection(productId);
  const withdraw = useWithdrawInspection(productId);
  const refused = request.error instanceof ApiError && request.error.status === 409;
  if (inspection?.my_request)
    return (
      <div className="inspection-request">
        <p className="inspection-request__note" role="status">
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
    <Button block variant="secondary" busy={request.isPending} onClick={() => request.mutate()}>
      {t('inspections.request')}
    </Button>
  );
}
