import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PRODUCT_STATUSES } from '@contracts/enums.ts';
import type { ProductStatus, ProductSummaryDto } from '@steelyard/contracts';
import { useChangeProductStatus, useSetProductHidden } from '../../api/product-posts.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Sheet } from '../../ui/dialog.tsx';
import { statusLabelKey } from '../../ui/product-status.tsx';

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
  const change = useChangeProductStatus(product.id);
  const [confirming, setConfirming] = useState<ProductStatus | null>(null);

  function choose(status: ProductStatus) {
    onClose();
    if (status === product.status) return;
    if (status === 'completed') navigate(`/mypage/products/buyer_select?product_id=${product.id}`);
    else if (product.status === 'completed') setConfirming(status);
    else change.mutate({ status });
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
        onConfirm={() => {
          if (confirming) change.mutate({ status: confirming });
          setConfirming(null);
        }}
      >
        {t('productDetail.statusConfirm')}
      </ConfirmDialog>
    </>
  );
}

/** The seller's two everyday actions on a post: change the trade status, hide or show it. */
export function TradeButtons({
  product,
}: {
  product: Pick<ProductSummaryDto, 'id' | 'type' | 'status' | 'is_hidden'>;
}) {
  const { t } = useTranslation();
  const [statusOpen, setStatusOpen] = useState(false);
  const hide = useSetProductHidden(product.id);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setStatusOpen(true)}>
        {t('productDetail.changeStatus')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        busy={hide.isPending}
        onClick={() => hide.mutate(!product.is_hidden)}
      >
        {product.is_hidden ? t('productDetail.unhide') : t('productDetail.hide')}
      </Button>
      <StatusSheet product={product} open={statusOpen} onClose={() => setStatusOpen(false)} />
    </>
  );
}
