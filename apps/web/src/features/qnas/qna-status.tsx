import type { QnaStatus } from '@steelyard/contracts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';

/** 'Waiting for response' / 'Response completed' (spec §4). */
export function QnaStatusBadge({ status }: { status: QnaStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`qna-status qna-status--${status}`}>
      {status === 'answered' ? t('qnas.status.answered') : t('qnas.status.waiting')}
    </span>
  );
}
