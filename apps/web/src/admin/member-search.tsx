import { useId, useState } from 'react';
import type { AdminUserDto } from '@steelyard/contracts';
import { useAdminUsers } from '../api/admin.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { FieldError } from '../ui/field.tsx';
import { Spinner } from '../ui/spinner.tsx';
import './member-search.css';

/**
 * Finds live members by email, nickname, contact or member number; each one found is a button
 * that picks them. The back office's one way of choosing a member: the member a post is made
 * for, a member made inspector.
 */
export function MemberSearch({
  onPick,
  error,
  badge,
}: {
  onPick: (member: AdminUserDto) => void;
  error?: string | undefined;
  /** A word shown beside a member already holding what the pick gives, or nothing. */
  badge?: (member: AdminUserDto) => string | null;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [search, setSearch] = useState('');
  const query = search.trim();
  const users = useAdminUsers({ page: 1, perPage: 8, search: query });
  const candidates = (users.data?.data ?? []).filter((u) => !u.withdrawn_at && !u.suspended_at);
  return (
    <div className="member-search">
      <label className="visually-hidden" htmlFor={inputId}>
        {t('memberSearch.label')}
      </label>
      <input
        id={inputId}
        type="search"
        className="field__input"
        placeholder={t('memberSearch.label')}
        value={search}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => setSearch(event.target.value)}
      />
      {users.isFetching ? <Spinner size="sm" label={t('common.loading')} /> : null}
      {query && !users.isFetching && candidates.length === 0 ? (
        <p className="field__hint">{t('memberSearch.none')}</p>
      ) : null}
      {query ? (
        <ul className="member-search__candidates">
          {candidates.map((member) => {
            const note = badge?.(member);
            return (
              <li key={member.id}>
                <button type="button" onClick={() => onPick(member)}>
                  <strong>{member.nickname}</strong> <span>{member.email}</span>{' '}
                  <span className="member-search__muted">#{member.id}</span>
                  {note ? <span className="member-search__badge">{note}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  );
}
