import { Link } from 'react-router';
import type { ProductDetailDto } from '@steelyard/contracts';
import { useRequestInspection } from '../../api/inspections.ts';
import { ApiError, errorMessage } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';

/**
 * The post's inspection on its page (issue 30): a way to its latest report (the badge sits with
 * the status), and for anyone but the seller of a post still for sale, the request. It asks the
 * server nothing until used: the report's screen reads the report, and a second request is
 * answered with the server's words (one open request per post and member).
 */
export function InspectionBlock({ product, isMine }: { product: ProductDetailDto; isMine: boolean }) {
  const { t } = useTranslation();
  const request = useRequestInspection(product.id);
  const canRequest = !isMine && product.type !== 'wanted' && product.status !== 'completed';
  if (!product.inspected_on && !canRequest) return null;
  const refused = request.error instanceof ApiError && request.error.status === 409;
  return (
    <section className="detail-section inspection-block" aria-labelledby="inspection-block-title">
      <h2 id="inspection-block-title" className="detail-section__title">
        {t('inspections.title')}
      </h2>
      {product.inspected_on ? (
        <Link to={`/products/${product.id}/inspection`} className="btn btn--secondary btn--block">
          {t('inspections.viewReport')}
        </Link>
      ) : (
        <p className="detail-place__note">{t('inspections.none')}</p>
      )}
      {request.isSuccess || refused ? (
        <p className="detail-place__note" role="status">
          {refused ? errorMessage(request.error, '') : t('inspections.requested')}
        </p>
      ) : canRequest ? (
        <Button block variant="secondary" busy={request.isPending} onClick={() => request.mutate()}>
          {t('inspections.request')}
        </Button>
      ) : null}
    </section>
  );
}
