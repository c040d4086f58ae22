import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import {
  checkKey,
  isPrivateKey,
  PUBLIC_CACHE_CONTROL,
  StorageUnavailableError,
  type FileStorage,
} from './storage.ts';

/** A readiness check waits no longer for the bucket (the probe itself answers within 2 s). */
const PING_TIMEOUT_MS = 2000;

const isMissing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …). Bytes in memory go up in one
 * PutObject; a stream goes up as the one part of a multipart upload, which makes no object until it
 * is completed, so a source that fails half way leaves nothing under the key (a plain PutObject of
 * a broken stream is kept truncated by lax peers). Every failure to store is a
 * `StorageUnavailableError` (507). Private keys (`private/…`) get no public URL, and a bucket's
 * public-read policy, when the photos are served from it, covers `images/*` only.
 */
export function createS3Storage(
  config: S3Config,
  publicPrefix = '/uploads',
): FileStorage & { client: S3Client } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where the API requires them: MinIO, R2 and other peers refuse or mangle
    // the SDK's default CRC32 trailers on streamed bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = config.bucket;
  const headersOf = (key: string, contentType: string) => ({
    Bucket,
    Key: key,
    ContentType: contentType,
    CacheControl: isPrivateKey(key) ? 'private, no-store' : PUBLIC_CACHE_CONTROL,
  });

  async function putStream(key: string, body: Readable, contentType: string, size: number | undefined) {
    // The SDK pipes a stream into its request and would wait for the rest of a source that
    // failed (until the request timeout): a failed source aborts the request at once instead.
    const abort = new AbortController();
    const sent = new PassThrough();
    pipeline(body, sent).catch((error: unknown) => abort.abort(error));
    const { UploadId } = await client.send(new CreateMultipartUploadCommand(headersOf(key, contentType)));
    try {
      const part = await client.send(
        new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber: 1, Body: sent, ContentLength: size }),
        { abortSignal: abort.signal },
      );
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: key,
          UploadId,
          MultipartUpload: { Parts: [{ ETag: part.ETag, PartNumber: 1 }] },
        }),
      );
    } catch (error) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  }

  return {
    client,
    async put(key, body, options) {
      checkKey(key);
      try {
        if (Buffer.isBuffer(body))
          await client.send(new PutObjectCommand({ ...headersOf(key, options.contentType), Body: body }));
        else await putStream(key, body, options.contentType, options.size);
      } catch (error) {
        throw new StorageUnavailableError((error as Error).name || 'S3');
      }
    },
    async read(key) {
      checkKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      checkKey(key);
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    url(key) {
      if (isPrivateKey(key)) throw new Error(`A private file has no public URL: ${key}`);
      return config.publicUrl ? `${config.publicUrl}/${key}` : `${publicPrefix}/${key}`;
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }), {
        abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS),
      });
    },
  };
}
