import { LIMITS, type AdminSettingsDto, type AdminSettingsInput } from '@steelyard/contracts';
import { insertAdminAudit, listAdminAudits } from '../audits/audits.repository.ts';
import { announce, settingsChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import {
  findVersions,
  lockSettingsAndVersions,
  readSettings,
  saveSettings,
  saveVersions,
} from './catalog.repository.ts';

type SettingsValues = Required<AdminSettingsInput>;

/**
 * Replaces the minimum price to show, the app versions and the bump limit (left out: kept); the
 * values before and after are audited
 * in the same transaction. After commit `settingsChanged` drops what every instance keeps of them
 * (effective at once).
 */
export async function updateSettingsAsAdmin(db: Db, adminId: number, input: AdminSettingsInput) {
  const changed = await db.transaction().execute(async (trx) => {
    const { settings, versions } = await lockSettingsAndVersions(trx);
    const before: SettingsValues = {
      min_price_for_show: settings?.min_price_for_show ?? 0,
      ios: versions?.ios ?? '0.0.0',
      android: versions?.android ?? '0.0.0',
      bump_limit: settings?.bump_limit ?? LIMITS.bumpLimitDefault,
    };
    const after: SettingsValues = { ...input, bump_limit: input.bump_limit ?? before.bump_limit };
    if (JSON.stringify(before) === JSON.stringify(after)) return false;
    await saveSettings(trx, settings?.id, {
      min_price_for_show: after.min_price_for_show,
      bump_limit: after.bump_limit,
    });
    await saveVersions(trx, versions?.id, { ios: after.ios, android: after.android });
    await insertAdminAudit(trx, {
      adminId,
      action: 'settings.update',
      subjectType: 'settings',
      subjectId: null,
      changes: { before, after },
    });
    return true;
  });
  if (changed) announce(db, settingsChanged);
}

/** What /admin/settings shows: the values in force (read fresh) and the latest changes. */
export async function showSettingsForAdmin(db: Db): Promise<AdminSettingsDto> {
  const [locked, versions, audits] = await Promise.all([
    readSettings(db),
    findVersions(db),
    listAdminAudits(db, 'settings', null),
  ]);
  return {
    min_price_for_show: locked?.min_price_for_show ?? 0,
    ios: versions?.ios ?? '0.0.0',
    android: versions?.android ?? '0.0.0',
    bump_limit: locked?.bump_limit ?? LIMITS.bumpLimitDefault,
    history: audits.map((audit) => {
      const after = (audit.changes as { after?: Partial<SettingsValues> }).after ?? {};
      return {
        id: audit.id,
        admin_nickname: audit.admin_nickname,
        created_at: audit.created_at.toISOString(),
        min_price_for_show: after.min_price_for_show ?? 0,
        ios: after.ios ?? '',
        android: after.android ?? '',
        bump_limit: after.bump_limit ?? null,
      };
    }),
  };
}
