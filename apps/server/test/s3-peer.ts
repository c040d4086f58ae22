import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../src/config.ts';

/** s3rver's fixed key pair: it checks every signed request against it. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3 protocol peer on loopback (s3rver, objects in a temporary folder) with one empty
 * bucket; `config` is what `loadConfig` makes of the `S3_*` variables, `env` those variables.
 */
export async function startS3Peer(bucket = 'steelyard') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'steelyard-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = {
    bucket,
    endpoint,
    region: 'us-east-1',
    credentials: CREDENTIALS,
    forcePathStyle: true,
    publicUrl: undefined,
    publicOrigin: undefined,
  };
  return {
    endpoint,
    bucket,
    config,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Every key in the bucket (the first 1,000). */
    async keys() {
      const client = new S3Client({ ...config, requestChecksumCalculation: 'WHEN_REQUIRED' });
      try {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        return (listed.Contents ?? []).map((object) => object.Key as string);
      } finally {
        client.destroy();
      }
    },
    /** An unsigned GET of the object, as a browser would send it. */
    anonymousGet: (key: string) => fetch(`${endpoint}/${bucket}/${key}`),
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
export type S3Peer = Awaited<ReturnType<typeof startS3Peer>>;
