import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { adminProductCreateSchema } from '@contracts/schemas/admin.ts';
import type { AdminUserDto } from '@steelyard/contracts';
import { useAdminUsers } from '../../api/admin.ts';
import { useCreateAdminProduct } from '../../api/admin-products.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useCategories } from '../../api/catalog.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { FieldError } from '../../ui/field.tsx';
import { ProductForm, type PostForm } from '../../ui/product-form.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import './admin-products.css';

/** Finds live members by email or nickname and picks the one the post is made for (`user_id`). */
function MemberPicker({ form }: { form: PostForm }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<AdminUserDto | null>(null);
  const query = search.trim();
  const users = useAdminUsers({ page: 1, perPage: 8, search: query });
  const candidates = (users.data?.data ?? []).filter((u) => !u.withdrawn_at && !u.suspended_at);
  const error = form.errorOf('user_id');
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
        <>
          <label className="visually-hidden" htmlFor={inputId}>
            {t('adminProducts.memberSearch')}
          </label>
          <input
            id={inputId}
            type="search"
            className="field__input"
            placeholder={t('adminProducts.memberSearch')}
            value={search}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => setSearch(event.target.value)}
          />
          {users.isFetching ? <Spinner size="sm" label={t('common.loading')} /> : null}
          {query && !users.isFetching && candidates.length === 0 ? (
            <p className="field__hint">{t('adminProducts.memberNone')}</p>
          ) : null}
          {query ? (
            <ul className="admin-products__candidates">
              {candidates.map((member) => (
                <li key={member.id}>
                  <button type="button" onClick={() => choose(member)}>
                    <strong>{member.nickname}</strong> <span>{member.email}</span>{' '}
                    <span className="admin-products__muted">#{member.id}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      <FieldError id={`${inputId}-error`} message={error} />
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
