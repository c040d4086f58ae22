import { useTranslation } from '../../i18n/i18n.ts';
import { Link, useParams } from 'react-router';
import { useEvent } from '../../api/content.ts';
import { isApiError } from '../../api/errors.ts';
import { formatDate } from '../../i18n/format.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { EventPeriodBadge } from './event-period.tsx';
import './content.css';

/** /events/{id}. */
export function EventPage() {
  const { t, language } = useTranslation();
  const id = Number(useParams().id);
  const query = useEvent(id);
  return (
    <div className="page">
      <PageTitleBar title={t('events.title')} fallback="/events" />
      <QueryState
        query={query}
        failed={(error) => (
          <EmptyState title={isApiError(error, 404) ? t('errors.notFound') : t('errors.loadFailed')} />
        )}
      >
        {(event) => (
          <article>
            {event.image_url ? <img className="article__image" src={event.image_url} alt="" /> : null}
            <header className="article__head">
              <h2 className="article__title">{event.title}</h2>
              <div className="article__date">
                {formatDate(event.starts_at, language)} ~ {formatDate(event.ends_at, language)}
              </div>
              <EventPeriodBadge period={event.period} />
            </header>
            <RichText html={event.content} />
          </article>
        )}
      </QueryState>
      <div className="article__foot">
        <Link to="/events" className="btn btn--secondary btn--block">
          {t('events.backToList')}
        </Link>
      </div>
    </div>
  );
}

export { EventPage as Component };
