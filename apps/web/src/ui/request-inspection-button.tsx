import { useRequestInspection } from '../api/inspections.ts';
import { ApiError, errorMessage } from '../api/errors.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from './button.tsx';

/**
 * 'Request an inspection' of a post (issue 30), on its page and in its chat room: once sent, it
 * says so; a second request is answered in the server's words (one open request per member).
 */
export function RequestInspectionButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const request = useRequestInspection(productId);
  const refused = request.error instanceof ApiError && request.error.status === 409;
  if (request.isSuccess || refused)
    return (
      <p className="detail-place__note" role="status">
        {refused ? errorMessage(request.error, '') : t('inspections.requested')}
      </p>
    );
  return (
    <Button block variant="secondary" busy={request.isPending} onClick={() => request.mutate()}>
      {t('inspections.request')}
    </Button>
  );
}
