import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Peer, type S3Peer } from '../../test/s3-peer.ts';
import { createS3Storage } from './storage-s3.ts';
import { copyFolderToStorage } from './storage-copy.ts';

/* An installation moving its disk uploads into a bucket (`npm run storage:copy`), twice. */

let peer: S3Peer;
let folder: string;
let bucket: ReturnType<typeof createS3Storage>;
const FILES: Record<string, string> = {
  'images/2026/11/01/a.webp': 'photo a',
  'images/2026/11/01/a_thumb.webp': 'thumb a',
  'images/2026/11/27/b.webp': 'photo b, a little longer',
};
beforeAll(async () => {
  peer = await startS3Peer();
  bucket = createS3Storage(peer.config);
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'steelyard-copy-'));
  for (const [key, body] of Object.entries(FILES)) {
    await fs.mkdir(path.dirname(path.join(folder, key)), { recursive: true });
    await fs.writeFile(path.join(folder, key), body);
  }
  // An unfinished write of the disk store: never copied.
  await fs.writeFile(path.join(folder, 'images/2026/11/27/c.webp.0a1b2c.part'), 'half');
});
afterAll(async () => {
  bucket.client.destroy();
  await peer.close();
  await fs.rm(folder, { recursive: true, force: true });
});

const run = promisify(execFile);

describe('storage:copy', () => {
  it('copies every finished file under its key, then skips them all on a second run', async () => {
    expect(await copyFolderToStorage(folder, bucket)).toEqual({ files: 3, copied: 3, skipped: 0, bytes: 38 });
    for (const [key, body] of Object.entries(FILES)) {
      const file = await bucket.read(key);
      expect(file?.contentType).toBe('image/webp');
      expect(await text(file!.body)).toBe(body);
    }
    expect(await bucket.size('images/2026/11/27/c.webp.0a1b2c.part')).toBeNull();
    expect(await copyFolderToStorage(folder, bucket)).toEqual({ files: 3, copied: 0, skipped: 3, bytes: 0 });
  });

  it('copies again a file whose object differs in size (a copy cut short)', async () => {
    await bucket.put('images/2026/11/27/b.webp', Buffer.from('cut'), { contentType: 'image/webp' });
    const copied: string[] = [];
    const totals = await copyFolderToStorage(
      folder,
      bucket,
      (key, wasCopied) => wasCopied && copied.push(key),
    );
    expect(copied).toEqual(['images/2026/11/27/b.webp']);
    expect(totals).toMatchObject({ copied: 1, skipped: 2 });
    expect(await bucket.size('images/2026/11/27/b.webp')).toBe(24);
  });

  it('runs as a command on the S3_* variables and says what it did', async () => {
    const command = path.resolve(import.meta.dirname, '../commands/storage-copy.ts');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', command, '--from', folder], {
      env: { ...process.env, ...peer.env, NODE_NO_WARNINGS: '1' },
    });
    expect(stdout).toContain(`copying ${folder} into s3://${peer.bucket}`);
    expect(stdout).toContain('3 files: 0 copied (0.0 MB), 3 already there');
  });

  it('refuses to run without a bucket', async () => {
    const command = path.resolve(import.meta.dirname, '../commands/storage-copy.ts');
    const failure = await run(process.execPath, ['--import', 'tsx', command], {
      env: { ...process.env, S3_BUCKET: '', NODE_NO_WARNINGS: '1' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining('set S3_BUCKET') });
  });
});
