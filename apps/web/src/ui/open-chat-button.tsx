import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ChatSubjectInput } from '@steelyard/contracts';
import { useOpenChat } from '../api/chats.ts';
import { Button, type ButtonProps } from './button.tsx';

/**
 * Opens (or finds) the member's room about a subject — a post, a service request (with a supplier
 * when the requester opens it), a freelancer profile — and goes to it. A visitor is sent to sign
 * in by the API client's 401; a refusal shows the server's message in the 'Confirmation needed'
 * popup (403).
 */
export function OpenChatButton({
  subject,
  children,
  ...button
}: { subject: ChatSubjectInput; children: ReactNode } & Omit<ButtonProps, 'onClick' | 'busy'>) {
  const navigate = useNavigate();
  const open = useOpenChat();
  return (
    <Button
      size="sm"
      {...button}
      busy={open.isPending}
      onClick={() => open.mutate(subject, { onSuccess: (room) => navigate(`/chats/${room.id}`) })}
    >
      {children}
    </Button>
  );
}
