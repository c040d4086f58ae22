import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { productCompletionSchema } from '@contracts/schemas/products.ts';
import { chatPartnersQuery } from '../../api/chats.ts';
import { productDetailQuery, useChangeProductStatus } from '../../api/product-posts.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FieldError, FormError } from '../../ui/field.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { ProductCard } from '../../ui/product-card.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import './products.css';
import './history.css';
import { usePlaceText } from '../../ui/place-name.ts';

function BuyerForm({ productId }: { productId: number }) {
  const place = usePlaceText();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const partners = useQuery(chatPartnersQuery(productId));
  const complete = useChangeProductStatus(productId);
  const form = useApiForm<{ status: 'completed'; buyer_id: string }>({
    schema: productCompletionSchema,
    defaultValues: { status: 'completed', buyer_id: '' },
    onSubmit: async ({ buyer_id }) => {
      await complete.mutateAsync({ status: 'completed', buyerId: Number(buyer_id) });
      navigate(`/products/${productId}`, { replace: true });
    },
  });
  const error = form.errorOf('buyer_id');
  return (
    <form className="buyer-form" onSubmit={form.submit} noValidate>
      <p className="muted buyer-form__intro">{t('buyerSelect.intro')}</p>
      <FormError message={form.formError} />
      <fieldset className="choice" aria-describedby={error ? 'buyer-error' : undefined}>
        <legend className="field__label">{t('buyerSelect.chatted')}</legend>
        <QueryState query={partners}>
          {(members) =>
            members.length === 0 ? (
              <p className="field__hint">{t('buyerSelect.noChats')}</p>
            ) : (
              <ul className="list-plain buyer-list">
                {members.map((member) => (
                  <li key={member.id}>
                    <label className="buyer-list__row">
                      <input type="radio" value={member.id} {...form.register('buyer_id')} />
                      <Avatar url={member.profile_image_url} size={32} />
                      <span>
                        <strong>{member.nickname}</strong>
                        <span className="list-row__sub"> {place(member.city, member.county)}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
        <FieldError id="buyer-error" message={error} />
      </fieldset>
      <Button type="submit" block busy={form.busy} disabled={(partners.data?.length ?? 0) === 0}>
        {t('buyerSelect.submit')}
      </Button>
    </form>
  );
}

/**
 * /mypage/products/buyer_select?product_id=: completes a trade with a chosen member: exactly the
 * members who chatted with the seller about the post (the server checks the same rule).
 */
export function BuyerSelectPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const productId = Number(params.get('product_id') ?? '') || 0;
  const product = useQuery({ ...productDetailQuery(productId), enabled: productId > 0 });
  return (
    <div className="page">
      <PageTitleBar title={t('buyerSelect.title')} fallback="/mypage/products/indexBySell" />
      {productId <= 0 || product.isError ? (
        <EmptyState title={t('buyerSelect.noProduct')} />
      ) : (
        <>
          <QueryState query={product}>
            {(post) => (
              <ul className="product-list">
                <ProductCard product={post} />
              </ul>
            )}
          </QueryState>
          <BuyerForm productId={productId} />
        </>
      )}
    </div>
  );
}

export { BuyerSelectPage as Component };
