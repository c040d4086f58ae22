import { Link } from 'react-router';
import { useAdminSettings } from '../../api/admin-settings.ts';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { QueryState } from '../../ui/query-states.tsx';

/** /admin/settings: the minimum price to show, the app versions and the bump limit in force, and their changes. */
export function AdminSettingsPage() {
  const { t, language } = useTranslation();
  const settings = useAdminSettings();
  return (
    <div className="admin-narrow">
      <div className="admin-head">
        <h1 className="admin-h1">{t('adminSettings.title')}</h1>
        <Link to="/admin/settings/create" className="btn btn--primary btn--sm">
          {t('adminSettings.change')}
        </Link>
      </div>
      <QueryState query={settings}>
        {(data) => (
          <>
            <dl className="admin-cards">
              <div className="admin-card">
                <dt className="admin-card__label">{t('adminSettings.minPrice')}</dt>
                <dd className="admin-card__value">{formatNumber(data.min_price_for_show, language)}</dd>
              </div>
              <div className="admin-card">
                <dt className="admin-card__label">{t('adminSettings.ios')}</dt>
                <dd className="admin-card__value">{data.ios}</dd>
              </div>
              <div className="admin-card">
                <dt className="admin-card__label">{t('adminSettings.android')}</dt>
                <dd className="admin-card__value">{data.android}</dd>
              </div>
              <div className="admin-card">
                <dt className="admin-card__label">{t('adminSettings.bumpLimit')}</dt>
                <dd className="admin-card__value">{formatNumber(data.bump_limit, language)}</dd>
              </div>
            </dl>
            <section className="admin-panel" aria-labelledby="settings-history">
              <h2 id="settings-history" className="admin-panel__title">
                {t('adminSettings.history')}
              </h2>
              {data.history.length === 0 ? (
                <EmptyState title={t('adminSettings.historyEmpty')} />
              ) : (
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t('adminSettings.at')}</th>
                      <th scope="col">{t('adminSettings.by')}</th>
                      <th scope="col">{t('adminSettings.minPrice')}</th>
                      <th scope="col">{t('adminSettings.ios')}</th>
                      <th scope="col">{t('adminSettings.android')}</th>
                      <th scope="col">{t('adminSettings.bumpLimit')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.history.map((change) => (
                      <tr key={change.id}>
                        <td>{formatDateTime(change.created_at, language)}</td>
                        <td>{change.admin_nickname}</td>
                        <td>{formatNumber(change.min_price_for_show, language)}</td>
                        <td>{change.ios}</td>
                        <td>{change.android}</td>
                        <td>{change.bump_limit === null ? '' : formatNumber(change.bump_limit, language)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}

export { AdminSettingsPage as Component };
