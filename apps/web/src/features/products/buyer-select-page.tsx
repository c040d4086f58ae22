import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, ValidationError } from '../../api/errors.ts';
import { chatPartnersQuery } from '../../api/chats.ts';
import { changeProductStatus, productDetailQuery } from '../../api/product-posts.ts';
import { serverMessage, useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { ProductCard } from '../../ui/product-card.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './products.css';
import './history.css';

/**
 * /mypage/products/buyer_select?product_id=: completes a trade with a chosen member: exactly the
 * members who chatted with the seller about the post (the server checks the same rule).
 */
export function BuyerSelectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const productId = Number(params.get('product_id') ?? '') || 0;
  const product = useQuery({ ...productDetailQuery(productId), enabled: productId > 0 });
  const partners = useQuery({ ...chatPartnersQuery(productId), enabled: productId > 0 });
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const members = partners.data ?? [];

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
          <legend className="field__label">{t('buyerSelect.chatted')}</legend>
          {partners.isPending ? (
            <CenteredSpinner label={t('common.loading')} />
          ) : members.length === 0 ? (
            <p className="field__hint">{t('buyerSelect.noChats')}</p>
          ) : (
            <ul className="list-plain buyer-list">
              {members.map((member) => (
                <li key={member.id}>
                  <label className="buyer-list__row">
                    <input
                      type="radio"
                      name="buyer_id"
                      value={member.id}
                      checked={chosen === String(member.id)}
                      onChange={() => {
                        setChosen(String(member.id));
                        setError(undefined);
                      }}
                    />
                    <Avatar url={member.profile_image_url} size={32} />
                    <span>
                      <strong>{member.nickname}</strong>
                      <span className="list-row__sub">
                        {' '}
                        {[member.city, member.county].filter(Boolean).join(' ')}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" block busy={busy} disabled={members.length === 0}>
          {t('buyerSelect.submit')}
        </Button>
      </form>
    </div>
  );
}

export { BuyerSelectPage as Component };
