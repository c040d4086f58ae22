import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AdminUserDto } from '@steelyard/contracts';
import { useAdminUsers } from '../../api/admin.ts';
import { createAdminProduct } from '../../api/admin-products.ts';
import { useCurrentUser } from '../../api/session.ts';
import { ProductForm } from '../../features/products/product-form.tsx';
import { serverMessage, useTranslation } from '../../i18n/i18n.ts';
import { Spinner } from '../../ui/spinner.tsx';
import './admin-products.css';

/** Finds live members by email or nickname and picks the one the post is made for. */
function MemberPicker({
  value,
  onChange,
  error,
}: {
  value: AdminUserDto | null;
  onChange: (member: AdminUserDto | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [search, setSearch] = useState('');
  const query = search.trim();
  const users = useAdminUsers({ page: 1, perPage: 8, search: query });
  const candidates = (users.data?.data ?? []).filter((u) => !u.withdrawn_at && !u.suspended_at);
  return (
    <fieldset className="choice admin-products__member">
      <legend className="field__label">{t('adminProducts.member')}</legend>
      <p className="field__hint">{t('adminProducts.memberHint')}</p>
      {value ? (
        <div className="admin-products__chosen" role="status">
          <span>{t('adminProducts.memberChosen', { nickname: value.nickname, email: value.email })}</span>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => onChange(null)}>
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
                  <button type="button" onClick={() => onChange(member)}>
                    <strong>{member.nickname}</strong> <span>{member.email}</span>{' '}
                    <span className="admin-products__muted">#{member.id}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
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
  const [member, setMember] = useState<AdminUserDto | null>(null);
  return (
    <div className="admin-products__create">
      <h1 className="admin-h1">{t('adminProducts.createTitle')}</h1>
      <ProductForm
        product={null}
        user={admin}
        checkExtra={(): Record<string, string> =>
          member ? {} : { user_id: serverMessage('product.member_required') }
        }
        renderBefore={(errors, clear) => (
          <MemberPicker
            value={member}
            error={errors.user_id}
            onChange={(next) => {
              setMember(next);
              clear('user_id');
            }}
          />
        )}
        save={(body) => createAdminProduct({ ...body, user_id: member?.id ?? '' })}
        onSaved={(saved) => navigate(`/admin/products?id=${saved.id}`, { replace: true })}
      />
    </div>
  );
}

export { AdminProductCreatePage as Component };
