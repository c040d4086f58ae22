import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AlarmDto, AlarmKind } from '@steelyard/contracts';
import {
  alarmsQuery,
  useAlarmUpdates,
  useReadAlarm,
  useReadAllAlarms,
  useRemoveAlarm,
} from '../../api/alarms.ts';
import { formatTimeAgo } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import {
  AlertIcon,
  BellIcon,
  ChatIcon,
  HeartIcon,
  MegaphoneIcon,
  SearchIcon,
  ShieldIcon,
  StarIcon,
  TagIcon,
  ToolIcon,
  TrashIcon,
  UserIcon,
} from '../../ui/icons.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import './alarms.css';

const KIND_ICONS: Record<AlarmKind, ReactNode> = {
  chat: <ChatIcon size={20} />,
  keyword: <TagIcon size={20} />,
  review: <StarIcon size={20} />,
  inquiry: <AlertIcon size={20} />,
  service: <ToolIcon size={20} />,
  announcement: <MegaphoneIcon size={20} />,
  report: <AlertIcon size={20} />,
  business: <ShieldIcon size={20} />,
  price_drop: <HeartIcon size={20} />,
  followed_post: <UserIcon size={20} />,
  spec_alert: <SearchIcon size={20} />,
};

/** How far a row must be swiped left to delete it. */
const SWIPE_DELETE_PX = 96;

function AlarmRow({ alarm }: { alarm: AlarmDto }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const [offset, setOffset] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const read = useReadAlarm();
  const removal = useRemoveAlarm();

  const open = () => {
    if (swiped.current) return;
    if (!alarm.read) read.mutate(alarm.id);
    if (alarm.link) navigate(alarm.link);
    else setExpanded((value) => !value);
  };
  const remove = () => removal.mutate(alarm.id, { onError: () => setOffset(0) });

  // Swipe left to delete (touch and mouse); a vertical move is a scroll, not a swipe.
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!start.current) return;
    const dx = event.clientX - start.current.x;
    const dy = event.clientY - start.current.y;
    if (Math.abs(dx) > 8 && Math.abs(dx) > Math.abs(dy)) swiped.current = true;
    if (swiped.current) setOffset(Math.min(0, dx));
  };
  const onPointerEnd = () => {
    start.current = null;
    if (offset <= -SWIPE_DELETE_PX) remove();
    else setOffset(0);
    // Let the click that ends a swipe pass without opening the alarm.
    setTimeout(() => (swiped.current = false), 0);
  };

  return (
    <li className="alarm-item">
      <span className="alarm-item__behind" aria-hidden="true">
        <TrashIcon size={20} />
      </span>
      <div
        className={`alarm-row${alarm.read ? '' : ' alarm-row--unread'}`}
        style={offset ? { transform: `translateX(${offset}px)` } : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <button
          type="button"
          className="alarm-row__main"
          onClick={open}
          aria-expanded={alarm.link ? undefined : expanded}
        >
          <span className={`alarm-row__icon alarm-row__icon--${alarm.kind}`} aria-hidden="true">
            {KIND_ICONS[alarm.kind]}
          </span>
          <span className="alarm-row__text">
            <span className="alarm-row__meta">
              <span>{t(`alarms.kinds.${alarm.kind}`)}</span>
              <time dateTime={alarm.created_at}>{formatTimeAgo(alarm.created_at, language)}</time>
              {alarm.read ? null : <span className="alarm-sr">{t('alarms.unread')}</span>}
            </span>
            <span className="alarm-row__title">{alarm.title}</span>
            {alarm.body ? (
              <span className={`alarm-row__body${expanded ? ' alarm-row__body--full' : ''}`}>
                {alarm.body}
              </span>
            ) : null}
          </span>
          {alarm.read ? null : <span className="alarm-row__dot" aria-hidden="true" />}
        </button>
        <button type="button" className="alarm-row__delete" aria-label={t('alarms.remove')} onClick={remove}>
          <TrashIcon size={18} />
        </button>
      </div>
    </li>
  );
}

/** /alarms: the member's notifications, newest first; new ones appear as they arrive. */
export function AlarmsPage() {
  const { t } = useTranslation();
  const list = useInfiniteQuery(alarmsQuery());
  const readAll = useReadAllAlarms();
  useAlarmUpdates();
  const hasUnread = list.data?.pages.some((page) => page.data.some((alarm) => !alarm.read)) ?? false;
  return (
    <div className="page alarms-page">
      <PageTitleBar title={t('alarms.title')} />
      <div className="alarms-toolbar">
        <Link to="/keywords" className="btn btn--ghost btn--sm">
          <TagIcon size={16} />
          {t('alarms.keywordSettings')}
        </Link>
        <Button variant="secondary" size="sm" disabled={!hasUnread} onClick={() => readAll.mutate(undefined)}>
          {t('alarms.readAll')}
        </Button>
      </div>
      <QueryList
        query={list}
        empty={
          <EmptyState icon={<BellIcon size={40} />} title={t('alarms.empty')} body={t('alarms.emptyBody')} />
        }
      >
        {(alarms) => (
          <>
            <p className="alarm-hint">{t('alarms.swipeHint')}</p>
            <ul className="alarm-list">
              {alarms.map((alarm) => (
                <AlarmRow key={alarm.id} alarm={alarm} />
              ))}
            </ul>
          </>
        )}
      </QueryList>
    </div>
  );
}

export { AlarmsPage as Component };
