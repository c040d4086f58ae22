import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { factoriesQuery, type FactoryFilters } from '../../api/factories.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import { FactoryRow } from './factory-row.tsx';
import './factories.css';

/**
 * A list of factories (the search on /factoryApplications and "my factories"): the link to list a
 * factory, what narrows the list (`children`), then the rows with the list's states.
 */
export function FactoryList({
  filters,
  emptyTitle,
  children,
}: {
  filters: FactoryFilters;
  emptyTitle: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(factoriesQuery(filters));
  return (
    <>
      <div className="factory-actions">
        <Link to="/factories/create" className="btn btn--primary btn--block">
          {t('factories.create')}
        </Link>
      </div>
      {children}
      <QueryList query={query} empty={<EmptyState title={emptyTitle} />}>
        {(factories) => (
          <ul className="list-plain">
            {factories.map((factory) => (
              <li key={factory.id}>
                <FactoryRow factory={factory} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </>
  );
}
