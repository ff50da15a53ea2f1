import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadBucketCommand,
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import send from '@fastify/send';
import type { S3StorageConfig } from '../config.ts';
import {
  assertRelativePath,
  type Download,
  type DownloadHeaders,
  STAGING_MAX_AGE_MS,
  type StagedFile,
  type Storage,
  type StoredFile,
} from './storage.ts';

/** A presigned GET works this long: the browser follows the redirect at once. */
const PRESIGN_SECONDS = 300;
/** Parts of a streamed upload: S3's smallest, two sent at once, so an upload holds at most 10 MiB in memory. */
const PART_BYTES = 5 * 1_048_576;
const PARTS_AT_ONCE = 2;
const STAGING = 'staging';

const contentTypeOf = (relativePath: string) => send.mime.getType(relativePath) ?? 'application/octet-stream';

function statusOf(error: unknown) {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

export function createS3Client(config: S3StorageConfig) {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // S3-compatible stores (MinIO, Ceph RGW, R2) do not all take the SDK's newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files in a bucket under an optional prefix, keyed by their relative path. A file is staged as
 * `staging/<uuid>.<ext>` (a multipart upload streamed from the request), placed by a copy to its key,
 * kept by deleting the staged copy. The sweep deletes staged objects and unfinished uploads older than
 * STAGING_MAX_AGE_MS, so a failed request or a killed process leaves nothing for longer.
 */
export function createS3Storage(config: S3StorageConfig, now: () => Date = () => new Date(), client = createS3Client(config)) {
  const Bucket = config.bucket;
  const keyOf = (relativePath: string) => {
    assertRelativePath(relativePath);
    return config.prefix ? `${config.prefix}/${relativePath}` : relativePath;
  };

  async function put(Key: string, Body: Buffer | Uint8Array | Readable) {
    const upload = new Upload({
      client,
      params: { Bucket, Key, Body, ContentType: contentTypeOf(Key) },
      partSize: PART_BYTES,
      queueSize: PARTS_AT_ONCE,
    });
    await upload.done();
  }

  const removeKey = async (Key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  };

  async function removeOlderThan(folder: string, cutoff: Date) {
    let removed = 0;
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: `${keyOf(folder)}/` })) {
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified && object.LastModified < cutoff) {
          await removeKey(object.Key);
          removed += 1;
        }
      }
    }
    return removed;
  }

  async function* list(folder?: string): AsyncIterable<StoredFile> {
    const base = config.prefix ? `${config.prefix}/` : '';
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: folder ? `${keyOf(folder)}/` : base })) {
      for (const object of page.Contents ?? []) {
        const relativePath = object.Key?.slice(base.length);
        // A key ending in "/" is a folder marker some consoles make, no file.
        if (!relativePath || relativePath.endsWith('/') || relativePath.startsWith(`${STAGING}/`) || !object.LastModified) continue;
        yield { relativePath, modifiedAt: object.LastModified, size: object.Size ?? 0 };
      }
    }
  }

  async function abortUploadsOlderThan(cutoff: Date) {
    let aborted = 0;
    let page: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const listed = await client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: `${keyOf(STAGING)}/`, ...page }));
      for (const upload of listed.Uploads ?? []) {
        if (upload.Key && upload.UploadId && upload.Initiated && upload.Initiated < cutoff) {
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
          aborted += 1;
        }
      }
      if (!listed.IsTruncated) return aborted;
      page = { KeyMarker: listed.NextKeyMarker, UploadIdMarker: listed.NextUploadIdMarker };
    }
  }

  function answerOf(object: GetObjectCommandOutput | HeadObjectCommandOutput, headers: DownloadHeaders, relativePath: string): Download {
    return {
      statusCode: object.$metadata.httpStatusCode ?? 200,
      headers: {
        'content-type': headers.contentType ?? contentTypeOf(relativePath),
        'accept-ranges': 'bytes',
        ...(object.ContentLength === undefined ? {} : { 'content-length': object.ContentLength }),
        ...(object.ContentRange ? { 'content-range': object.ContentRange } : {}),
        ...(object.ETag ? { etag: object.ETag } : {}),
        ...(object.LastModified ? { 'last-modified': object.LastModified.toUTCString() } : {}),
        'cache-control': headers.cacheControl,
        'content-disposition': headers.contentDisposition,
      },
      stream: 'Body' in object ? (object.Body as Readable) : undefined,
    };
  }

  async function download(relativePath: string, request: IncomingMessage, headers: DownloadHeaders): Promise<Download | undefined> {
    const Key = keyOf(relativePath);
    if (config.presign) {
      const command = new GetObjectCommand({
        Bucket,
        Key,
        ResponseContentDisposition: headers.contentDisposition,
        ResponseCacheControl: headers.cacheControl,
        ResponseContentType: headers.contentType ?? contentTypeOf(relativePath),
      });
      return { redirect: await getSignedUrl(client, command, { expiresIn: PRESIGN_SECONDS }) };
    }
    const range = request.headers.range;
    const ifNoneMatch = request.headers['if-none-match'];
    const input = { Bucket, Key, ...(range ? { Range: range } : {}), ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}) };
    try {
      // A HEAD asks for the headers only: the object is not read.
      const object = await client.send(request.method === 'HEAD' ? new HeadObjectCommand(input) : new GetObjectCommand(input));
      return answerOf(object, headers, relativePath);
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return undefined;
      if (status === 304) return { statusCode: 304, headers: { etag: ifNoneMatch as string }, stream: undefined };
      if (status === 416) {
        const size = await sizeOf(relativePath);
        return { statusCode: 416, headers: { 'content-range': `bytes */${size ?? 0}` }, stream: undefined };
      }
      throw error;
    }
  }

  async function ping() {
    try {
      await client.send(new HeadBucketCommand({ Bucket }));
    } catch (error) {
      const reason = statusOf(error) ? `HTTP ${statusOf(error)}` : String(error);
      throw new Error(`the bucket of STORAGE_URL (s3://${Bucket}) does not answer: ${reason}`, { cause: error });
    }
  }

  async function sizeOf(relativePath: string) {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(relativePath) }));
      return head.ContentLength;
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  return {
    location: `s3://${Bucket}${config.prefix ? `/${config.prefix}` : ''}`,
    init: ping,
    ping,

    async stage(folder: string, extension: string, data: Buffer | Readable): Promise<StagedFile> {
      const name = `${randomUUID()}.${extension}`;
      const relativePath = `${folder}/${name}`;
      const stagingKey = keyOf(`${STAGING}/${name}`);
      const finalKey = keyOf(relativePath);
      // A failed upload aborts its multipart upload itself; the sweep takes what a killed process left.
      await put(stagingKey, data);
      let kept = false;
      return {
        relativePath,
        async place() {
          await client.send(new CopyObjectCommand({ Bucket, Key: finalKey, CopySource: encodeURI(`${Bucket}/${stagingKey}`) }));
        },
        keep() {
          kept = true;
          // The row is committed and the file placed; a staged copy left behind goes with the sweep.
          removeKey(stagingKey).catch(() => undefined);
        },
        async discard() {
          if (kept) return;
          await Promise.all([removeKey(stagingKey), removeKey(finalKey)]);
        },
      };
    },

    write: (relativePath: string, data: Buffer | Uint8Array | Readable) => put(keyOf(relativePath), data),

    async read(relativePath: string) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(relativePath) }));
      return Buffer.from(await (object.Body as NonNullable<typeof object.Body>).transformToByteArray());
    },

    async stream(relativePath: string) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(relativePath) }));
      return object.Body as Readable;
    },

    sizeOf,
    remove: (relativePath: string) => removeKey(keyOf(relativePath)),
    list,
    download,
    removeOlderThan,

    async sweepStaging() {
      const cutoff = new Date(now().getTime() - STAGING_MAX_AGE_MS);
      return (await removeOlderThan(STAGING, cutoff)) + (await abortUploadsOlderThan(cutoff));
    },
  } satisfies Storage;
}
