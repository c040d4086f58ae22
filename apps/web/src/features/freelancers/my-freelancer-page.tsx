import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { myFreelancerQuery } from '../../api/freelancers.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { FreelancerCard } from './freelancer-card.tsx';
import { FreelancerSheet } from './freelancer-sheet.tsx';
import './freelancers.css';

/** `/mypage/services/freelancer`: my one freelancer profile as others see it (marked when hidden), to publish or edit. */
export function MyFreelancerPage() {
  const { t } = useTranslation();
  const query = useQuery(myFreelancerQuery());
  const [editing, setEditing] = useState(false);
  return (
    <div className="page">
      <PageTitleBar title={t('mine.freelancerTitle')} fallback="/mypage" />
      <QueryState query={query}>
        {(profile) => (
          <>
            {profile ? (
              <FreelancerCard
                freelancer={profile}
                action={
                  <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                    {t('mine.editProfile')}
                  </Button>
                }
              />
            ) : (
              <>
                <EmptyState title={t('mine.noProfile')} body={t('mine.noProfileBody')} />
                <div className="freelancer-actions">
                  <Button block onClick={() => setEditing(true)}>
                    {t('freelancers.publish')}
                  </Button>
                </div>
              </>
            )}
            {/* Mounted when opened, so the form starts from the profile as it is now. */}
            {editing ? <FreelancerSheet open profile={profile} onClose={() => setEditing(false)} /> : null}
          </>
        )}
      </QueryState>
    </div>
  );
}

export { MyFreelancerPage as Component };
