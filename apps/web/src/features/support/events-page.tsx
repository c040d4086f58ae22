import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { useEvents } from '../../api/content.ts';
import { formatDate } from '../../i18n/format.ts';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { PagedList } from './paged-list.tsx';
import './support.css';

/** /events: running events with their banner and period. */
export function EventsPage() {
  const { t, language } = useTranslation();
  const query = useEvents();
  return (
    <div className="page">
      <PageTitleBar title={t('events.title')} />
      <PagedList
        query={query}
        empty={t('events.empty')}
        render={(events) => (
          <ul className="list-plain">
            {events.map((event) => (
              <li key={event.id}>
                <Link to={`/events/${event.id}`} className="event-card">
                  {event.image_url ? (
                    <img className="event-card__image" src={event.image_url} alt="" loading="lazy" />
                  ) : null}
                  <div className="event-card__body">
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
      />
    </div>
  );
}

export { EventsPage as Component };
