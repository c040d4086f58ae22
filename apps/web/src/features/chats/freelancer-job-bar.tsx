import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ChatRoomDto } from '@steelyard/contracts';
import { freelancerJobQuery, useFinishFreelancerJob } from '../../api/freelancers.ts';
import { reviewCreatePath } from '../../api/reviews.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

/**
 * In a room about a freelancer profile: "Job finished" for either member, then "Write a review"
 * for each of them until they did. Nothing while the room cannot be written in (a block, a
 * hidden profile, the other left): the server refuses the mark there too.
 */
export function FreelancerJobBar({ room }: { room: ChatRoomDto }) {
  const { t, language } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const job = useQuery(freelancerJobQuery(room.id));
  const finish = useFinishFreelancerJob(room.id);
  if (!job.isSuccess) return null;
  if (job.data === null) {
    if (room.notice_key !== null) return null;
    return (
      <div className="chat-job">
        <Button size="sm" variant="secondary" busy={finish.isPending} onClick={() => setConfirming(true)}>
          {t('chats.job.finish')}
        </Button>
        <ConfirmDialog
          open={confirming}
          title={t('chats.job.finish')}
          confirmLabel={t('chats.job.finish')}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            finish.mutate(undefined, { onSuccess: () => showToast(t('chats.job.finishedToast')) });
          }}
        >
          {t('chats.job.finishBody')}
        </ConfirmDialog>
      </div>
    );
  }
  return (
    <div className="chat-job">
      <span className="chat-job__note">
        {t('chats.job.finishedOn', { date: formatDate(job.data.finished_at, language) })}
      </span>
      {job.data.can_review ? (
        <Link to={reviewCreatePath({ freelancer_job_id: job.data.id })} className="btn btn--primary btn--sm">
          {t('chats.job.writeReview')}
        </Link>
      ) : null}
    </div>
  );
}
