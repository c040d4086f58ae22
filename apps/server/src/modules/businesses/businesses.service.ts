import type { BusinessInput } from '@steelyard/contracts';
import { announce, publicProductsChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { notifyMember, type Notifier } from '../alarms/alarms.service.ts';
import { insertAdminAudit } from '../audits/audits.repository.ts';
import { removePrivateFiles, storePrivateFiles } from '../../lib/private-files.ts';
import { detectFileFormat } from '../../lib/file-formats.ts';
import {
  findBusiness,
  insertBusiness,
  lockBusiness,
  reviewBusiness,
  setBusinessVerified,
  updateBusiness,
  type BusinessFields,
  type BusinessProof,
  type LockedBusiness,
} from './businesses.repository.ts';

/** What a proof of registration may be: a scan (PDF) or a photo, told by its content. */
const PROOF_FORMATS = new Set(['pdf', 'jpeg', 'png', 'webp']);

/** Stores a checked proof under a private key (`private/business-proofs/…`); 422 on the field otherwise. */
async function storeProof(
  storage: FileStorage,
  proof: NonNullable<BusinessInput['proof']>,
): Promise<BusinessProof> {
  const format = detectFileFormat(proof.data.head);
  if (!format || !PROOF_FORMATS.has(format)) throw ValidationError.field('proof', 'business.proof_invalid');
  const filename = proof.filename.slice(0, 200);
  const [stored] = await storePrivateFiles(
    storage,
    [{ filename, format, body: proof.data }],
    'business-proofs',
  );
  return {
    proof_key: stored!.storageKey,
    proof_format: format,
    proof_name: filename,
    proof_size: stored!.size,
  };
}

/** Whether an edit must be looked at again: who the business is (country, name, number) or its proof changed. */
const needsReview = (before: LockedBusiness, after: BusinessFields, newProof: boolean) =>
  newProof ||
  before.status === 'refused' ||
  before.country !== after.country ||
  before.legal_name !== after.legal_name ||
  before.registration_number !== after.registration_number;

/**
 * Registers the member's one business, or edits it. The first registration needs a proof; an
 * edit of who the business is (or a new proof, or any edit of a refused one) sends it back to the
 * queue, and a verified business loses its badge in the same transaction.
 */
export async function saveMyBusiness(
  deps: { db: Db; storage: FileStorage },
  userId: number,
  input: BusinessInput,
) {
  const { db, storage } = deps;
  const { proof, ...fields } = input;
  const stored = proof ? await storeProof(storage, proof) : undefined;
  const dropStored = () =>
    stored ? removePrivateFiles(storage, [{ storageKey: stored.proof_key }]) : undefined;
  let outcome: { oldProofKey: string | null; badgeLost: boolean };
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const before = await lockBusiness(trx, { userId });
      if (!before) {
        if (!stored) throw ValidationError.field('proof', 'business.proof_required');
        await insertBusiness(trx, userId, { ...fields, ...stored });
        return { oldProofKey: null, badgeLost: false };
      }
      const resubmit = needsReview(before, fields, stored !== undefined);
      await updateBusiness(trx, before.id, { ...fields, ...stored }, { resubmit, at: new Date() });
      const badgeLost = resubmit && before.status === 'verified';
      if (badgeLost) await setBusinessVerified(trx, userId, false);
      return { oldProofKey: stored ? before.proof_key : null, badgeLost };
    });
  } catch (error) {
    await dropStored();
    // Two first registrations racing: the unique member refuses the second, which edits instead.
    if ((error as { code?: string }).code === '23505')
      return saveMyBusiness(deps, userId, { ...input, proof });
    throw error;
  }
  if (outcome.badgeLost) announce(db, publicProductsChanged);
  if (outcome.oldProofKey) await removePrivateFiles(storage, [{ storageKey: outcome.oldProofKey }]);
}

/**
 * The proof document of a business, for its owner or an admin; anyone else (a visitor too) gets
 * the 404 of a missing one, so ids say nothing about other members' businesses.
 */
export async function readBusinessProof(
  deps: { db: Db; storage: FileStorage },
  id: number,
  reader: { id: number; isAdmin: boolean } | null,
) {
  const business = await findBusiness(deps.db, { id });
  if (!business || !reader || (business.user_id !== reader.id && !reader.isAdmin)) throw notFound();
  const file = await deps.storage.read(business.proof_key);
  if (!file) throw notFound();
  return { business, body: file.body };
}

/**
 * The back office's answer to a pending business, audited in its transaction: verified (the
 * badge appears) or refused with the reason. The member is told by an alarm after the commit.
 */
export async function reviewPendingBusiness(
  deps: { db: Db; notifier: Notifier },
  adminId: number,
  id: number,
  answer: { verify: true } | { verify: false; reason: string },
) {
  const status = answer.verify ? 'verified' : 'refused';
  const reason = answer.verify ? null : answer.reason;
  const business = await deps.db.transaction().execute(async (trx) => {
    const business = await lockBusiness(trx, { id });
    if (!business) throw notFound();
    if (business.status !== 'pending') throw ValidationError.field('status', 'business.not_pending');
    await reviewBusiness(trx, id, { status, reason, adminId, at: deps.notifier.now() });
    if (answer.verify) await setBusinessVerified(trx, business.user_id, true);
    await insertAdminAudit(trx, {
      adminId,
      action: `business.${answer.verify ? 'verify' : 'refuse'}`,
      subjectType: 'business',
      subjectId: id,
      changes: { before: { status: business.status }, after: { status, refusal_reason: reason } },
    });
    return business;
  });
  if (answer.verify) announce(deps.db, publicProductsChanged);
  await notifyMember(deps.notifier, {
    userId: business.user_id,
    kind: 'business',
    actorId: adminId,
    targetId: id,
    params: { title: business.legal_name, outcome: status, ...(reason ? { preview: reason } : {}) },
  });
}
