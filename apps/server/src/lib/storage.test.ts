import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Peer, type S3Peer } from '../../test/s3-peer.ts';
import { createDiskStorage, type FileStorage } from './storage.ts';
import { createS3Storage } from './storage-s3.ts';

/* The same checks for both stores behind FileStorage: the disk folder and an S3 bucket (s3rver). */

let peer: S3Peer;
let folder: string;
const stores: Record<string, FileStorage> = {};
beforeAll(async () => {
  peer = await startS3Peer();
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'steelyard-storage-'));
  stores.disk = createDiskStorage(folder);
  stores.s3 = createS3Storage(peer.config);
});
afterAll(async () => {
  await peer.close();
  await fs.rm(folder, { recursive: true, force: true });
});

/** A stream that gives part of a file, then fails (a client that hung up mid-upload). */
const brokenStream = () =>
  new Readable({
    read() {
      this.push(Buffer.alloc(64 * 1024, 1));
      this.destroy(new Error('client went away'));
    },
  });

describe.each(['disk', 's3'])('file storage on %s', (name) => {
  const store = () => stores[name] as FileStorage;

  it('keeps a file and streams it back with its size and type', async () => {
    await store().put('images/2026/11/27/a.webp', Buffer.from('first photo'), { contentType: 'image/webp' });
    const file = await store().read('images/2026/11/27/a.webp');
    expect(file).toMatchObject({ size: 11, contentType: 'image/webp' });
    expect(await text(file!.body)).toBe('first photo');
    expect(await store().size('images/2026/11/27/a.webp')).toBe(11);
  });

  it('takes a stream of a known size without holding it whole', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    const chunks = Readable.from([bytes.subarray(0, 1_000_000), bytes.subarray(1_000_000)]);
    await store().put('private/service-files/big.pdf', chunks, {
      contentType: 'application/pdf',
      size: bytes.length,
    });
    expect(await store().size('private/service-files/big.pdf')).toBe(bytes.length);
    const file = await store().read('private/service-files/big.pdf');
    const read = Buffer.concat(await file!.body.toArray());
    expect(read.equals(bytes)).toBe(true);
  });

  it('leaves nothing when the upload fails half way', async () => {
    await expect(
      store().put('images/2026/11/27/half.webp', brokenStream(), {
        contentType: 'image/webp',
        size: 1024 * 1024,
      }),
    ).rejects.toThrow();
    expect(await store().read('images/2026/11/27/half.webp')).toBeNull();
    expect(await store().size('images/2026/11/27/half.webp')).toBeNull();
  });

  it('answers null for a missing file and removes a file once, quietly after', async () => {
    expect(await store().read('images/none.webp')).toBeNull();
    expect(await store().size('images/none.webp')).toBeNull();
    await store().put('images/gone.webp', Buffer.from('x'), { contentType: 'image/webp' });
    await store().remove('images/gone.webp');
    await store().remove('images/gone.webp');
    expect(await store().read('images/gone.webp')).toBeNull();
  });

  it('refuses keys that leave the store or name nothing', async () => {
    for (const key of [
      '../outside.webp',
      '/etc/passwd',
      'images//a.webp',
      'images/./a.webp',
      '',
      'a\\..\\b',
    ]) {
      await expect(store().put(key, Buffer.from('x'), { contentType: 'image/webp' }), key).rejects.toThrow(
        /Unsafe storage key/,
      );
      await expect(store().read(key), key).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it('gives public files an address under /uploads and private files none', () => {
    expect(store().url('images/2026/11/27/a.webp')).toBe('/uploads/images/2026/11/27/a.webp');
    expect(() => store().url('private/service-files/big.pdf')).toThrow(/no public URL/);
  });
});

describe('file storage on s3 with a public address', () => {
  it('gives public files the bucket’s address, and the bucket serves them there', async () => {
    const publicUrl = `${peer.endpoint}/${peer.bucket}`;
    const store = createS3Storage({ ...peer.config, publicUrl, publicOrigin: peer.endpoint });
    await store.put('images/2026/11/27/cdn.webp', Buffer.from('from the bucket'), {
      contentType: 'image/webp',
    });
    const url = store.url('images/2026/11/27/cdn.webp');
    expect(url).toBe(`${publicUrl}/images/2026/11/27/cdn.webp`);
    const response = await fetch(url);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('from the bucket');
    store.client.destroy();
  });

  it('answers 507 (StorageUnavailableError) when the bucket refuses the upload', async () => {
    const store = createS3Storage({ ...peer.config, bucket: 'no-such-bucket' });
    await expect(
      store.put('images/x.webp', Buffer.from('x'), { contentType: 'image/webp' }),
    ).rejects.toMatchObject({
      name: 'Error',
      code: 'NoSuchBucket',
    });
    store.client.destroy();
  });
});
