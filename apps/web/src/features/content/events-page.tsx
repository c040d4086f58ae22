import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { useEvents } from '../../api/content.ts';
import { formatDate } from '../../i18n/format.ts';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import { EventPeriodBadge } from './event-period.tsx';
import './content.css';

/** /events: published events (pinned first) with their banner and period. */
export function EventsPage() {
  const { t, language } = useTranslation();
  const query = useEvents();
  return (
    <div className="page">
      <PageTitleBar title={t('events.title')} />
      <QueryList query={query} empty={<EmptyState title={t('events.empty')} />}>
        {(events) => (
          <ul className="list-plain">
            {events.map((event) => (
              <li key={event.id}>
                <Link to={`/events/${event.id}`} className="event-card">
                  {event.image_url ? (
                    <img className="event-card__image" src={event.image_url} alt="" loading="lazy" />
                  ) : null}
                  <div className="event-card__body">
                    <EventPeriodBadge period={event.period} />
                    <p className="board-row__title">{event.title}</p>
                    <div className="board-row__date">
                      {formatDate(event.starts_at, language)} ~ {formatDate(event.ends_at, language)}
                    </div>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </div>
  );
}

export { EventsPage as Component };
