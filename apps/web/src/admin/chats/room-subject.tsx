import type { ChatSubjectDto } from '@steelyard/contracts';
import { useTranslation } from '../../i18n/i18n.ts';

/** A room's subject in the back office: kind (for a request or a profile), number, title, and whether it is gone. */
export function RoomSubject({ subject }: { subject: ChatSubjectDto }) {
  const { t } = useTranslation();
  const kind = subject.kind === 'product' ? '' : `${t(`chats.subjects.${subject.kind}`)} `;
  const gone = subject.kind === 'product' ? t('chats.deletedProduct') : t('chats.subjectUnavailable');
  return (
    <>
      {kind}#{subject.id} {subject.title}
      {subject.available ? '' : ` (${gone})`}
    </>
  );
}
