import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { copyFolderToStorage } from '../lib/storage-copy.ts';
import { createS3Storage } from '../lib/storage-s3.ts';

/**
 * `npm run storage:copy [-- --from DIR]`: copies the disk upload folder (UPLOAD_DIR, or DIR) into
 * the bucket of S3_BUCKET, so an installation can move its files; safe to run again.
 */
async function storageCopy() {
  const config = loadConfig();
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  if (!config.s3)
    throw new Error('storage:copy copies into the bucket of S3_BUCKET: set S3_BUCKET (and S3_*) first');
  const from = values.from ?? config.uploadDir;
  const target = createS3Storage(config.s3);
  console.log(`[steelyard] copying ${from} into s3://${config.s3.bucket}`);
  try {
    const totals = await copyFolderToStorage(from, target);
    const mb = (totals.bytes / 1_048_576).toFixed(1);
    console.log(
      `[steelyard] ${totals.files} file${totals.files === 1 ? '' : 's'}: ${totals.copied} copied (${mb} MB), ${totals.skipped} already there`,
    );
  } finally {
    target.client.destroy();
  }
}

storageCopy().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
