import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ProductDetailDto } from '@steelyard/contracts';
import { mySeatQuery } from '../../api/businesses.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useCategories } from '../../api/catalog.ts';
import { productDetailQuery, useSaveProduct } from '../../api/product-posts.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { ProductForm } from '../../ui/product-form.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { Segmented } from '../../ui/segmented.tsx';

/**
 * A new post by a member holding a seat of a business (issue 30): under the business (the
 * default) or as themselves. An edit keeps the post where it is, so it asks nothing.
 */
function MemberProductForm({ product }: { product: ProductDetailDto | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user = null } = useCurrentUser();
  const { data: categories = [] } = useCategories('product');
  const seat = useQuery({ ...mySeatQuery(), enabled: product === null && user !== null }).data ?? null;
  const [postAs, setPostAs] = useState<'business' | 'self'>('business');
  const save = useSaveProduct(product?.id);
  // Under the business: a new post so chosen, or the business's post a seat edits.
  const forBusiness = product
    ? product.is_mine && product.user.id !== user?.id
    : seat !== null && postAs === 'business';
  return (
    <ProductForm
      product={product}
      user={user}
      categories={categories}
      forBusiness={forBusiness}
      before={() =>
        seat ? (
          <Segmented
            legend={t('productForm.postAs')}
            name="post_as"
            options={[
              { value: 'self', label: t('productForm.postAsSelf') },
              { value: 'business', label: seat.business.legal_name },
            ]}
            value={postAs}
            onChange={setPostAs}
          />
        ) : null
      }
      save={async (values) => {
        const sent = seat ? { ...values, as_business: postAs === 'business' } : values;
        const saved = await save.mutateAsync(sent);
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
