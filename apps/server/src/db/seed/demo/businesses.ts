import { PRIVATE_PREFIX } from '../../../lib/storage.ts';
import { storePrivateFiles } from '../../../lib/private-files.ts';
import {
  insertBusiness,
  reviewBusiness,
  setBusinessVerified,
} from '../../../modules/businesses/businesses.repository.ts';
import type { SeedContext } from '../context.ts';
import { productPhotoSvg, renderJpeg } from './photos.ts';
import type { DemoUserKey } from './users.ts';

/**
 * member1, the demo's machine dealer, is a verified Korean business: the badge shows on their
 * posts, and their lathe can offer a tax invoice. The registration number is made up but passes
 * the national check digit; the proof is a photo, private as every proof.
 */
export async function seedDemoBusinesses(
  { trx, tally, now, storage }: SeedContext,
  ids: Record<DemoUserKey, number>,
) {
  const proof = await renderJpeg(productPhotoSvg({ art: 'blueprint', hue: 210, seed: 4100 }));
  const [stored] = await storePrivateFiles(
    storage,
    [{ filename: '사업자등록증.jpg', format: 'jpeg', body: proof }],
    'business-proofs',
  );
  if (!stored?.storageKey.startsWith(PRIVATE_PREFIX)) throw new Error('Demo proof stored in public');
  const id = await insertBusiness(trx, ids.member1, {
    country: 'KR',
    legal_name: '한빛정밀기계(주)',
    registration_number: '6138123453',
    representative: '김민준',
    address: '경상남도 창원시 성산구 공단로 271',
    proof_key: stored.storageKey,
    proof_format: stored.format,
    proof_name: stored.filename,
    proof_size: stored.size,
  });
  await reviewBusiness(trx, id, { status: 'verified', reason: null, adminId: ids.admin, at: now });
  await setBusinessVerified(trx, ids.member1, true);
  tally.add('verified businesses', 1);
}
