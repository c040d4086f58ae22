import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ProductDetailDto } from '@steelyard/contracts';
import { useDeleteProduct } from '../../api/product-posts.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { BumpControl } from './bump-control.tsx';
import { TradeButtons } from './status-sheet.tsx';

/** The author's actions on their post: edit, trade status, hide, delete (with a confirmation), bump. */
export default function OwnerActions({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteProduct(product.id);
  return (
    <section className="detail-section owner-actions" aria-labelledby="owner-actions-title">
      <h2 id="owner-actions-title" className="detail-section__title">
        {t('productDetail.manage')}
      </h2>
      <div className="owner-actions__grid">
        <Link to={`/products/create?id=${product.id}`} className="btn btn--secondary btn--sm">
          {t('productDetail.edit')}
        </Link>
        <TradeButtons product={product} />
        <Button variant="secondary" size="sm" className="btn--danger" onClick={() => setDeleting(true)}>
          {t('productDetail.delete')}
        </Button>
      </div>
      <BumpControl product={product} />
      <ConfirmDialog
        open={deleting}
        title={t('productDetail.deleteTitle')}
        onClose={() => setDeleting(false)}
        confirmLabel={t('productDetail.delete')}
        destructive
        onConfirm={() => {
          setDeleting(false);
          remove.mutate(undefined, {
            onSuccess: () => navigate('/mypage/products/indexBySell', { replace: true }),
          });
        }}
      >
        {t('productDetail.deleteBody')}
      </ConfirmDialog>
    </section>
  );
}
