import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { ProductDetailDto } from '@steelyard/contracts';
import { useCurrentUser } from '../../api/session.ts';
import { useCategories } from '../../api/catalog.ts';
import { productDetailQuery, useSaveProduct } from '../../api/product-posts.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { ProductForm } from '../../ui/product-form.tsx';
import { QueryState } from '../../ui/query-states.tsx';

function MemberProductForm({ product }: { product: ProductDetailDto | null }) {
  const navigate = useNavigate();
  const { data: user = null } = useCurrentUser();
  const { data: categories = [] } = useCategories('product');
  const save = useSaveProduct(product?.id);
  return (
    <ProductForm
      product={product}
      user={user}
      categories={categories}
      save={async (values) => {
        const saved = await save.mutateAsync(values);
        navigate(`/products/${saved.id}`, { replace: true });
      }}
    />
  );
}

/** /products/create (new post) and /products/create?id={id} (edit, the author only). */
export function ProductFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '') || null;
  const existing = useQuery({ ...productDetailQuery(id ?? 0), enabled: id !== null });
  return (
    <div className="page">
      <PageTitleBar title={id ? t('productForm.editTitle') : t('productForm.createTitle')} />
      {id ? (
        <QueryState query={existing}>
          {(product) => <MemberProductForm key={id} product={product} />}
        </QueryState>
      ) : (
        <MemberProductForm key="new" product={null} />
      )}
    </div>
  );
}

export { ProductFormPage as Component };
