import { useLocation } from 'react-router';
import { ADMIN_SERVICE_SUBJECTS, type AdminServiceSubject } from '../../api/admin-services.ts';

/** The subject of a services back-office screen, from its path (`/admin/drawingRequests`, …). */
export function useAdminServiceSubject(): AdminServiceSubject {
  const segment = useLocation().pathname.split('/')[2] ?? '';
  return (ADMIN_SERVICE_SUBJECTS as readonly string[]).includes(segment)
    ? (segment as AdminServiceSubject)
    : 'drawingRequests';
}

/** Requests and notices have statuses and files; factories and freelancer profiles do not. */
export const isRequestSubject = (subject: AdminServiceSubject) =>
  subject === 'drawingRequests' || subject === 'bigNotices';
