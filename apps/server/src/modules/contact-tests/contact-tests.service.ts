import type { Db } from '../../db/database.ts';
import type { SmsSender } from '../../lib/sms.ts';
import { insertAdminAudit } from '../audits/audits.repository.ts';

/** Sends the admin's test message through the SMS provider, audited first (it spends credit). */
export async function sendContactTest(
  db: Db,
  sms: SmsSender,
  adminId: number,
  message: { contact: string; text: string },
) {
  await insertAdminAudit(db, {
    adminId,
    action: 'contact.test',
    subjectType: 'contact',
    subjectId: null,
    changes: message,
  });
  await sms.send({ to: message.contact, text: message.text });
}
