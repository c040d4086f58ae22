import type { ReactNode } from 'react';
import type { FactoryDto, FreelancerDto, ServiceRequestDto } from '@steelyard/contracts';
import { useAdminServiceItem, type AdminServiceSubject } from '../../api/admin-services.ts';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { Button } from '../../ui/button.tsx';
import { HiddenTag } from '../../ui/hidden-tag.tsx';
import { usePeriodText } from '../../ui/period-text.ts';
import { QueryState } from '../../ui/query-states.tsx';
import { AdminServiceHideButton } from './admin-service-hide-button.tsx';
import { isRequestSubject } from './admin-service-subject.ts';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="admin-service__facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value || '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A request's or notice's text and facts; its files by name only (the back office never opens them). */
function RequestFacts({ request }: { request: ServiceRequestDto }) {
  const { t, language } = useTranslation();
  return (
    <Facts
      rows={[
        [t('adminServices.status'), t(`services.statuses.${request.status}`)],
        [t('services.fields.process'), request.process ? t(`services.processes.${request.process}`) : ''],
        [t('services.fields.material'), request.material],
        [t('services.fields.quantity'), formatNumber(request.quantity, language)],
        [t('services.fields.deadline'), formatDate(request.deadline, language)],
        [t('services.fields.closesOn'), formatDate(request.closes_on, language)],
        [t('adminServices.region'), [request.city, request.county].filter(Boolean).join(' ')],
        [t('adminServices.quotes'), formatNumber(request.quote_count, language)],
        [t('adminServices.description'), request.description],
        [
          t('adminServices.files'),
          request.files.length === 0 ? '' : request.files.map((file) => file.filename).join(', '),
        ],
      ]}
    />
  );
}

function FactoryFacts({ factory }: { factory: FactoryDto }) {
  const { t, language } = useTranslation();
  const periodText = usePeriodText();
  return (
    <Facts
      rows={[
        [t('adminServices.region'), [factory.city, factory.county].filter(Boolean).join(' ')],
        [t('factories.fields.floorArea'), formatNumber(factory.floor_area, language)],
        [
          t('factories.fields.capabilities'),
          factory.capabilities.map((c) => t(`services.processes.${c}`)).join(', '),
        ],
        [t('adminServices.period'), periodText.list(factory.periods)],
        [t('adminServices.description'), factory.description],
      ]}
    />
  );
}

function FreelancerFacts({ freelancer }: { freelancer: FreelancerDto }) {
  const { t } = useTranslation();
  return (
    <Facts
      rows={[
        [
          t('freelancers.fields.skills'),
          freelancer.skills.map((s) => t(`freelancers.skills.${s}`)).join(', '),
        ],
        [t('adminServices.region'), [freelancer.city, freelancer.county].filter(Boolean).join(' ')],
        [t('freelancers.fields.experienceYears'), freelancer.experience_years],
        [t('adminServices.description'), freelancer.bio],
      ]}
    />
  );
}

type Item = ServiceRequestDto | FactoryDto | FreelancerDto;
const titleOf = (item: Item) => ('headline' in item ? item.headline : item.title);

/** One item of a service in the back office: what it says, who posted it, and hide or show it. */
export function AdminServiceDetail({
  subject,
  id,
  onBack,
}: {
  subject: AdminServiceSubject;
  id: number;
  onBack: () => void;
}) {
  const { t, language } = useTranslation();
  const query = useAdminServiceItem(subject, id);
  return (
    <div className="admin-service">
      <Button variant="secondary" size="sm" onClick={onBack}>
        {t('adminServices.back')}
      </Button>
      <QueryState query={query}>
        {(item: Item) => (
          <section className="admin-card admin-service__card">
            <h1 className="admin-h1">
              {titleOf(item)} {item.is_hidden ? <HiddenTag /> : null}
            </h1>
            <p className="admin-service__muted">
              #{item.id} · {item.user.nickname} #{item.user.id} ·{' '}
              {formatDate('created_at' in item ? item.created_at : item.updated_at, language)}
            </p>
            {isRequestSubject(subject) ? (
              <RequestFacts request={item as ServiceRequestDto} />
            ) : subject === 'factories' ? (
              <FactoryFacts factory={item as FactoryDto} />
            ) : (
              <FreelancerFacts freelancer={item as FreelancerDto} />
            )}
            <AdminServiceHideButton subject={subject} item={item} />
          </section>
        )}
      </QueryState>
    </div>
  );
}
