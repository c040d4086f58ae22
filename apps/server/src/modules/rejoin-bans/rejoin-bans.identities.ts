import { normalizeContact } from '@steelyard/contracts';

/**
 * Rejoin bans after withdrawal (spec §4: 7 days). An identity is a string such as
 * `email:<lowercased>`, `contact:<digits>` or `social:<provider>:<subject>`; only its SHA-256 is
 * stored, so the table keeps no readable personal data.
 */
export const emailIdentity = (email: string) => `email:${email.trim().toLowerCase()}`;
export const contactIdentity = (contact: string) => `contact:${normalizeContact(contact)}`;
export const socialIdentity = (provider: string, subject: string) => `social:${provider}:${subject}`;
