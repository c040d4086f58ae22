import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PRODUCT_STATUS_LABEL_KEYS, PRODUCT_STATUSES } from '@contracts/enums.ts';
import type { ProductStatus, ProductSummaryDto } from '@steelyard/contracts';
import { changeProductStatus } from '../../api/product-posts.ts';
import { useTranslation, type TranslationKey } from '../../i18n/i18n.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Sheet } from '../../ui/sheet.tsx';

/** The status label of a post, by its type (sale: for sale/trading/sold, wanted: …). */
export function statusLabelKey(product: Pick<ProductSummaryDto, 'type' | 'status'>): TranslationKey {
  return PRODUCT_STATUS_LABEL_KEYS[product.type][product.status] as TranslationKey;
}

/**
 * The seller's status change: completing a trade goes to the buyer choice; leaving 'completed'
 * asks first, because it cancels the reviews already exchanged (spec §4).
 */
export function StatusSheet({
  product,
  open,
  onClose,
}: {
  product: Pick<ProductSummaryDto, 'id' | 'type' | 'status'>;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<ProductStatus | null>(null);

  async function apply(status: ProductStatus) {
    setConfirming(null);
    onClose();
    await changeProductStatus(product.id, status).catch(() => undefined);
  }

  function choose(status: ProductStatus) {
    if (status === product.status) return onClose();
    if (status === 'completed') {
      onClose();
      navigate(`/mypage/products/buyer_select?product_id=${product.id}`);
      return;
    }
    if (product.status === 'completed') {
      onClose();
      setConfirming(status);
      return;
    }
    void apply(status);
  }

  return (
    <>
      <Sheet open={open} title={t('productDetail.changeStatus')} onClose={onClose}>
        <ul className="list-plain sheet-list">
          {PRODUCT_STATUSES.map((status) => (
            <li key={status}>
              <button
                type="button"
                className="list-row"
                aria-current={status === product.status ? 'true' : undefined}
                onClick={() => choose(status)}
              >
                {t(statusLabelKey({ type: product.type, status }))}
                {status === product.status ? <span aria-hidden="true">✓</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </Sheet>
      <ConfirmDialog
        open={confirming !== null}
        title={t('productDetail.statusTitle')}
        onClose={() => setConfirming(null)}
        confirmLabel={t('common.confirm')}
        onConfirm={() => confirming && void apply(confirming)}
      >
        {t('productDetail.statusConfirm')}
      </ConfirmDialog>
    </>
  );
}
