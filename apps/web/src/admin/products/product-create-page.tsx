import { useState } from 'react';
import { useNavigate } from 'react-router';
import { adminProductCreateSchema } from '@contracts/schemas/admin.ts';
import type { AdminUserDto } from '@steelyard/contracts';
import { useCreateAdminProduct } from '../../api/admin-products.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useCategories } from '../../api/catalog.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ProductForm, type PostForm } from '../../ui/product-form.tsx';
import { MemberSearch } from '../member-search.tsx';
import './admin-products.css';

/** Picks the live member the post is made for (`user_id`). */
function MemberPicker({ form }: { form: PostForm }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<AdminUserDto | null>(null);
  const choose = (member: AdminUserDto | null) => {
    setChosen(member);
    form.change({ user_id: member?.id });
  };
  return (
    <fieldset className="choice admin-products__member">
      <legend className="field__label">{t('adminProducts.member')}</legend>
      <p className="field__hint">{t('adminProducts.memberHint')}</p>
      {chosen ? (
        <div className="admin-products__chosen" role="status">
          <span>{t('adminProducts.memberChosen', { nickname: chosen.nickname, email: chosen.email })}</span>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => choose(null)}>
            {t('adminProducts.memberChange')}
          </button>
        </div>
      ) : (
        <MemberSearch onPick={choose} error={form.errorOf('user_id')} />
      )}
    </fieldset>
  );
}

/**
 * /admin/products/create: the admin posts on behalf of a chosen member (e.g. one who phoned the
 * office), with the public post form and its rules; the post and its photos become the member's.
 */
export function AdminProductCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: admin = null } = useCurrentUser();
  const { data: categories = [] } = useCategories('product');
  const create = useCreateAdminProduct();
  return (
    <div className="admin-products__create">
      <h1 className="admin-h1">{t('adminProducts.createTitle')}</h1>
      <ProductForm
        product={null}
        user={admin}
        categories={categories}
        schema={adminProductCreateSchema}
        before={(form) => <MemberPicker form={form} />}
        save={async (values) => {
          const saved = await create.mutateAsync(values);
          navigate(`/admin/products?id=${saved.id}`, { replace: true });
        }}
      />
    </div>
  );
}

export { AdminProductCreatePage as Component };
