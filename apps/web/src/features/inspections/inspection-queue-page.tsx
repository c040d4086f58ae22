import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { inspectionQueueQuery } from '../../api/inspections.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { ReportForm } from './report-form.tsx';
import './inspections.css';

/**
 * /inspections: the inspectors' queue (admins and members the back office marks), open requests
 * oldest first; each opens its report form in place. Anyone else reads that only inspectors may.
 */
export function InspectionQueuePage() {
  const { t, language } = useTranslation();
  const query = useQuery({ ...inspectionQueueQuery(1), retry: false });
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="page">
      <PageTitleBar title={t('inspectionReport.queueTitle')} fallback="/mypage" />
      <QueryState query={query}>
        {({ data: requests }) =>
          requests.length === 0 ? (
            <EmptyState title={t('inspectionReport.queueEmpty')} />
          ) : (
            <ul className="inspection-queue">
              {requests.map((request) => (
                <li key={request.id} className="inspection-queue__item">
                  <div className="inspection-queue__head">
                    {request.product.thumb_url ? (
                      <img src={request.product.thumb_url} alt="" width={56} height={56} />
                    ) : null}
                    <div>
                      <Link to={`/products/${request.product.id}`} className="inspection-queue__title">
                        {request.product.title}
                      </Link>
                      <p className="detail-place__note">
                        {t('inspectionReport.askedBy', {
                          nickname: request.requester.nickname ?? '',
                          date: formatDate(request.created_at, language),
                        })}
                      </p>
                    </div>
                  </div>
                  {open === request.id ? (
                    <ReportForm request={request} onFiled={() => setOpen(null)} />
                  ) : (
                    <Button variant="secondary" block onClick={() => setOpen(request.id)}>
                      {t('inspectionReport.writeReport')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}

export { InspectionQueuePage as Component };
