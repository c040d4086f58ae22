import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { freelancerQuery } from '../../api/freelancers.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { FreelancerCard } from './freelancer-card.tsx';
import { FreelancerReviews } from './freelancer-reviews.tsx';
import './freelancers.css';

/** `/freelancers/{id}`: one profile (where a chat about it links), with "Contact" and its jobs' reviews. */
export function FreelancerPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useQuery(freelancerQuery(id));
  return (
    <div className="page">
      <PageTitleBar title={t('freelancers.title')} fallback="/freelancers" />
      <QueryState query={query}>
        {(freelancer) => (
          <>
            <FreelancerCard freelancer={freelancer} isPage />
            <FreelancerReviews freelancer={freelancer} />
          </>
        )}
      </QueryState>
    </div>
  );
}

export { FreelancerPage as Component };
