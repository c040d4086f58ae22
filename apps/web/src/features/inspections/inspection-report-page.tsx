import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { INSPECTION_LIMITS } from '@contracts/limits.ts';
import { inspectionResponseInputSchema } from '@contracts/schemas/inspections.ts';
import type { InspectionReportDto, ProductDetailDto } from '@steelyard/contracts';
import { productInspectionQuery, useRespondToInspection } from '../../api/inspections.ts';
import { productDetailQuery } from '../../api/product-posts.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FormError } from '../../ui/field.tsx';
import { InspectedBadge } from '../../ui/inspected-badge.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { PhotoStrip } from '../../ui/photo-strip.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { RequestInspectionButton } from '../../ui/request-inspection-button.tsx';
import { TextAreaField } from '../../ui/select-field.tsx';
import { useComponentLabel } from './component-label.ts';
import './inspections.css';

/** The ratings, one row per component of the checklist. */
function Ratings({ report }: { report: InspectionReportDto }) {
  const { t } = useTranslation();
  const label = useComponentLabel();
  return (
    <dl className="inspection-ratings">
      {report.ratings.map(({ component, rating }) => (
        <div key={component}>
          <dt>{label(component)}</dt>
          <dd className={`inspection-rating inspection-rating--${rating}`}>
            {t(`inspectionReport.ratings.${rating}`)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The seller's one response: written here once, then shown to everyone. */
function SellerResponse({ report, isSeller }: { report: InspectionReportDto; isSeller: boolean }) {
  const { t, language } = useTranslation();
  const respond = useRespondToInspection(report.product_id);
  const form = useApiForm<{ response: string }>({
    schema: inspectionResponseInputSchema,
    defaultValues: { response: '' },
    onSubmit: ({ response }) => respond.mutateAsync({ reportId: report.id, response }),
  });
  if (report.seller_response !== null)
    return (
      <section className="detail-section">
        <h2 className="detail-section__title">{t('inspectionReport.sellerResponse')}</h2>
        <p className="inspection-notes">{report.seller_response}</p>
        <p className="detail-place__note">{formatDate(report.responded_at!, language)}</p>
      </section>
    );
  if (!isSeller) return null;
  return (
    <form className="detail-section inspection-response" onSubmit={form.submit} noValidate>
      <TextAreaField
        label={t('inspectionReport.respond')}
        maxLength={INSPECTION_LIMITS.responseMax}
        error={form.errorOf('response')}
        {...form.register('response')}
      />
      <p className="detail-place__note">{t('inspectionReport.respondOnce')}</p>
      <FormError message={form.formError} />
      <Button type="submit" block busy={form.busy}>
        {t('inspectionReport.sendResponse')}
      </Button>
    </form>
  );
}

function ReportScreen({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const query = useQuery(productInspectionQuery(product.id));
  const isSeller = user?.id === product.user.id;
  return (
    <QueryState query={query}>
      {({ report }) =>
        report ? (
          <div className="inspection-report">
            <p className="invoice-product">{product.title}</p>
            <InspectedBadge day={report.inspected_on} />
            {report.stale ? <p className="detail-notice">{t('inspections.stale')}</p> : null}
            {report.inspector ? (
              <p className="detail-place__note">
                {t('inspectionReport.by', { nickname: report.inspector.nickname })}
              </p>
            ) : null}
            <section className="detail-section">
              <h2 className="detail-section__title">{t('inspectionReport.checklist')}</h2>
              <Ratings report={report} />
            </section>
            {report.notes ? (
              <section className="detail-section">
                <h2 className="detail-section__title">{t('inspectionReport.notes')}</h2>
                <p className="inspection-notes">{report.notes}</p>
              </section>
            ) : null}
            <PhotoStrip images={report.images} label={t('inspectionReport.photos')} />
            <SellerResponse report={report} isSeller={isSeller} />
          </div>
        ) : (
          <EmptyState
            title={t('inspections.none')}
            action={isSeller ? null : <RequestInspectionButton productId={product.id} />}
          />
        )
      }
    </QueryState>
  );
}

/** /products/{id}/inspection: the post's latest inspection report, for everyone who may see the post. */
export function InspectionReportPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const product = useQuery(productDetailQuery(id));
  return (
    <div className="page">
      <PageTitleBar title={t('inspectionReport.reportTitle')} fallback={`/products/${id}`} />
      <QueryState query={product}>{(detail) => <ReportScreen product={detail} />}</QueryState>
    </div>
  );
}

export { InspectionReportPage as Component };
