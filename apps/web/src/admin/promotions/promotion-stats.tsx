import { usePromotionStats } from '../../api/admin-promotions.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { QueryState } from '../../ui/query-states.tsx';

/** A click rate as a percentage with one decimal. */
export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** A promotion's views, clicks and click rate per day, newest first. */
export function PromotionStats({ id }: { id: number }) {
  const { t, language } = useTranslation();
  const stats = usePromotionStats(id);
  return (
    <section className="admin-panel" aria-labelledby="promotion-stats">
      <h2 id="promotion-stats" className="admin-panel__title">
        {t('adminPromotions.stats')}
      </h2>
      <QueryState query={stats}>
        {(days) =>
          days.length === 0 ? (
            <EmptyState title={t('adminPromotions.statsEmpty')} />
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('adminPromotions.day')}</th>
                  <th scope="col">{t('adminPromotions.views')}</th>
                  <th scope="col">{t('adminPromotions.clicks')}</th>
                  <th scope="col">{t('adminPromotions.clickRate')}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{day.day}</th>
                    <td>{formatNumber(day.views, language)}</td>
                    <td>{formatNumber(day.clicks, language)}</td>
                    <td>{percent(day.click_rate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryState>
    </section>
  );
}
