import type { ChatSubjectDto, ChatSubjectKind } from '@steelyard/contracts';
import { BoxIcon, MegaphoneIcon, ToolIcon, UserIcon } from '../../ui/icons.tsx';

const ICONS: Record<ChatSubjectKind, typeof BoxIcon> = {
  product: BoxIcon,
  drawing_request: ToolIcon,
  production_notice: MegaphoneIcon,
  freelancer: UserIcon,
};

/** The subject's photo, or its kind's icon when it has none (requests and freelancers never do). */
export function ChatSubjectThumb({ subject, size }: { subject: ChatSubjectDto; size: number }) {
  if (subject.thumb_url)
    return <img src={subject.thumb_url} alt="" loading="lazy" decoding="async" width={size} height={size} />;
  const Icon = ICONS[subject.kind];
  return <Icon size={Math.round(size / 2.2)} />;
}
