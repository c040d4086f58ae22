import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { productDetailQuery } from '../../api/product-posts.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import { ProductForm } from './product-form.tsx';

/** /products/create (new post) and /products/create?id={id} (edit, the author only). */
export function ProductFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '') || null;
  const { data: user = null } = useCurrentUser();
  const existing = useQuery({ ...productDetailQuery(id ?? 0), enabled: id !== null });
  const title = id ? t('productForm.editTitle') : t('productForm.createTitle');
  return (
    <div className="page">
      <PageTitleBar title={title} />
      {id && existing.isPending ? (
        <CenteredSpinner label={t('common.loading')} />
      ) : (
        <ProductForm key={id ?? 'new'} product={id ? (existing.data ?? null) : null} user={user} />
      )}
    </div>
  );
}

export { ProductFormPage as Component };
