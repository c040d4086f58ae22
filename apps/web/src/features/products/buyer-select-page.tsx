import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PublicUserDto } from '@steelyard/contracts';
import { ApiError, ValidationError } from '../../api/errors.ts';
import { likesQuery } from '../../api/likes.ts';
import { changeProductStatus, productDetailQuery } from '../../api/product-posts.ts';
import { serverMessage, useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Field } from '../../ui/field.tsx';
import { UserIcon } from '../../ui/icons.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { ProductCard } from '../../ui/product-card.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './products.css';
import './history.css';

/**
 * /mypage/products/buyer_select?product_id=: completes a trade with a chosen member. There is no
 * chat yet, so the choices are the seller's favourite members, or a member number typed in (the
 * server checks it is a live member other than the seller).
 */
export function BuyerSelectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const productId = Number(params.get('product_id') ?? '') || 0;
  const product = useQuery({ ...productDetailQuery(productId), enabled: productId > 0 });
  const favourites = useInfiniteQuery(likesQuery('user'));
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const members = (favourites.data?.pages.flatMap((page) => page.data) ?? []) as PublicUserDto[];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const buyerId = Number(chosen);
    if (!chosen || !Number.isInteger(buyerId) || buyerId <= 0) {
      setError(serverMessage('product.buyer_required'));
      return;
    }
    setBusy(true);
    try {
      await changeProductStatus(productId, 'completed', buyerId);
      navigate(`/products/${productId}`, { replace: true });
    } catch (err) {
      if (err instanceof ValidationError) setError(Object.values(err.firstErrors())[0]);
      else if (err instanceof ApiError && err.status !== 403 && err.status !== 401) setError(err.message);
    } finally {
      setBusy(false);
    }
  }

  if (productId <= 0 || product.isError)
    return (
      <div className="page">
        <PageTitleBar title={t('buyerSelect.title')} fallback="/mypage/products/indexBySell" />
        <EmptyState title={t('buyerSelect.noProduct')} />
      </div>
    );
  return (
    <div className="page">
      <PageTitleBar title={t('buyerSelect.title')} fallback="/mypage/products/indexBySell" />
      {product.isPending ? (
        <CenteredSpinner label={t('common.loading')} />
      ) : (
        <ul className="product-list">
          <ProductCard product={product.data} />
        </ul>
      )}
      <form className="buyer-form" onSubmit={submit} noValidate>
        <p className="muted buyer-form__intro">{t('buyerSelect.intro')}</p>
        <fieldset className="choice">
          <legend className="field__label">{t('buyerSelect.favorites')}</legend>
          {favourites.isPending ? null : members.length === 0 ? (
            <p className="field__hint">{t('buyerSelect.noFavorites')}</p>
          ) : (
            <ul className="list-plain buyer-list">
              {members.map((member) => (
                <li key={member.id}>
                  <label className="buyer-list__row">
                    <input
                      type="radio"
                      name="buyer"
                      value={member.id}
                      checked={chosen === String(member.id)}
                      onChange={() => {
                        setChosen(String(member.id));
                        setError(undefined);
                      }}
                    />
                    <span className="buyer-list__avatar">
                      <UserIcon size={18} />
                    </span>
                    <span>
                      <strong>{member.nickname}</strong>
                      <span className="list-row__sub"> #{member.id}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <Field
          label={t('buyerSelect.memberId')}
          name="buyer_id"
          inputMode="numeric"
          value={chosen}
          error={error}
          onChange={(event) => {
            setChosen(event.target.value.replace(/[^\d]/g, ''));
            setError(undefined);
          }}
        />
        <p className="field__hint" style={{ marginTop: -8, marginBottom: 16 }}>
          {t('buyerSelect.memberIdHint')}
        </p>
        <Button type="submit" block busy={busy}>
          {t('buyerSelect.submit')}
        </Button>
      </form>
    </div>
  );
}

export { BuyerSelectPage as Component };
