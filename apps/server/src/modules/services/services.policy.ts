import {
  SERVICE_CHAT_STATUSES,
  SERVICE_NEXT_STEPS,
  SERVICE_QUOTABLE_STATUSES,
  type ServiceRequestStatus,
  type ServiceStatusStep,
} from '@steelyard/contracts';

/** The facts about one reader of one request that every rule below needs. */
export interface ServiceReader {
  /** null for a visitor. */
  userId: number | null;
  isOwner: boolean;
  acceptedTerms: boolean;
}

/**
 * Who may read a request's private files, on every route that serves or links them: its owner;
 * for ordinary drawings any signed-in member (a supplier needs them to quote); for confidential
 * ones only suppliers who accepted the requester's terms. Visitors and admins read none (the
 * back office hides a request without opening its drawings).
 */
export function canReadFiles(request: { is_confidential: boolean }, reader: ServiceReader): boolean {
  if (reader.userId === null) return false;
  if (reader.isOwner) return true;
  return !request.is_confidential || reader.acceptedTerms;
}

export const isQuotable = (status: string) =>
  (SERVICE_QUOTABLE_STATUSES as readonly string[]).includes(status);

/** Whether members may start a new chat about a request (existing rooms stay open either way). */
export const takesNewChats = (status: string) =>
  (SERVICE_CHAT_STATUSES as readonly string[]).includes(status);

export const canMoveTo = (from: string, to: ServiceStatusStep) =>
  SERVICE_NEXT_STEPS[from as ServiceRequestStatus]?.includes(to) ?? false;

/**
 * Whether a request's job was delivered, so its requester and awarded supplier may review each
 * other: delivered, or closed after delivery (a closed request with an award got there only so).
 */
export const isJobDelivered = (status: string, hasAward: boolean) =>
  status === 'delivered' || (status === 'closed' && hasAward);
