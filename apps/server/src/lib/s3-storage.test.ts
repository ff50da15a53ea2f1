import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { CreateMultipartUploadCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type S3StorageConfig } from '../config.ts';
import { S3RVER_KEYS, type S3Server, startS3Server } from '../test/s3-server.ts';
import { createS3Client, createS3Storage } from './s3-storage.ts';
import { STAGING_MAX_AGE_MS, saveWithPlacedFiles } from './storage.ts';

const MIB = 1_048_576;
let s3: S3Server;
let config: S3StorageConfig;

beforeAll(async () => {
  s3 = await startS3Server();
  config = loadConfig(s3.env('portal/media')).storage as S3StorageConfig;
});
afterAll(() => s3.close());

const later = () => new Date(Date.now() + STAGING_MAX_AGE_MS + 60_000);
const asking = (headers: Record<string, string> = {}) => ({ headers, method: 'GET' }) as unknown as IncomingMessage;
const headers = { contentDisposition: 'inline; filename="7.png"', cacheControl: 'private, max-age=60' };
const stagingOf = (relativePath: string) => `staging/${relativePath.split('/').at(-1)}`;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** `total` bytes in chunks of 1 MiB, failing after `failAfter` bytes when given. */
function stream(total: number, failAfter = Number.POSITIVE_INFINITY) {
  return Readable.from(
    (async function* () {
      for (let sent = 0; sent < total; sent += MIB) {
        if (sent >= failAfter) throw new Error('connection dropped');
        yield Buffer.alloc(Math.min(MIB, total - sent), sent / MIB);
      }
    })(),
  );
}

describe('S3 storage', () => {
  it('stages under staging/, places by a copy before the row commits, and deletes the staged copy once kept', async () => {
    const storage = createS3Storage(config);
    await storage.init();
    expect(storage.location).toBe('s3://portal-test/portal/media');
    const staged = await storage.stage('logos', 'png', Buffer.from('image'));
    expect(await storage.sizeOf(stagingOf(staged.relativePath))).toBe(5);
    expect(await storage.sizeOf(staged.relativePath)).toBeUndefined();
    const seenBySave = await saveWithPlacedFiles([staged], async () => storage.sizeOf(staged.relativePath));
    expect(seenBySave).toBe(5);
    await vi.waitFor(async () => expect(await storage.sizeOf(stagingOf(staged.relativePath))).toBeUndefined());
    await staged.discard();
    expect((await storage.read(staged.relativePath)).toString()).toBe('image');
    expect(s3.requests.some((request) => request.startsWith(`PUT /portal-test/portal/media/${staged.relativePath}`))).toBe(true);
  });

  it('deletes the staged and the placed object when the save fails, and a discarded one', async () => {
    const storage = createS3Storage(config);
    const staged = await storage.stage('logos', 'png', Buffer.from('image'));
    await expect(
      saveWithPlacedFiles([staged], async () => {
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await storage.sizeOf(staged.relativePath)).toBeUndefined();
    expect(await storage.sizeOf(stagingOf(staged.relativePath))).toBeUndefined();
    const discarded = await storage.stage('logos', 'png', Buffer.from('image'));
    await discarded.discard();
    expect(await storage.sizeOf(stagingOf(discarded.relativePath))).toBeUndefined();
  });

  it('streams a file over 5 MiB as a multipart upload, never whole in memory', async () => {
    const storage = createS3Storage(config);
    const from = s3.requests.length;
    const size = 6 * MIB + 123;
    const staged = await storage.stage('videos', 'mp4', stream(size));
    const sent = s3.requests.slice(from);
    expect(sent.filter((request) => /^POST .*\?uploads/.test(request))).toHaveLength(1);
    expect(sent.filter((request) => /^PUT .*partNumber=/.test(request))).toHaveLength(2);
    await staged.place();
    const read = await storage.read(staged.relativePath);
    expect(read.length).toBe(size);
    expect(sha(read)).toBe(sha(Buffer.concat(await stream(size).toArray())));
  });

  it('streams a stored file back as it was (the ZIP of news items reads pictures so), and refuses a missing one', async () => {
    const storage = createS3Storage(config);
    const size = 6 * MIB + 7;
    await storage.write('news/2/big.png', stream(size));
    const read = Buffer.concat(await (await storage.stream('news/2/big.png')).toArray());
    expect(read.length).toBe(size);
    expect(sha(read)).toBe(sha(Buffer.concat(await stream(size).toArray())));
    await expect(storage.stream('news/2/none.png')).rejects.toThrow();
  });

  it('aborts the multipart upload of a stream cut short, leaving nothing', async () => {
    const storage = createS3Storage(config);
    await createS3Storage(config, later).sweepStaging();
    const from = s3.requests.length;
    await expect(storage.stage('videos', 'mp4', stream(12 * MIB, 6 * MIB))).rejects.toThrow('connection dropped');
    await vi.waitFor(() => expect(s3.requests.slice(from).some((request) => /^DELETE .*uploadId=/.test(request))).toBe(true));
    expect(await createS3Storage(config, later).sweepStaging()).toBe(0);
  });

  it('answers a Range with 206, a known ETag with 304, a range beyond the end with 416 and a missing file with nothing', async () => {
    const storage = createS3Storage(config);
    await storage.write('news/1/a.png', Buffer.from('0123456789abcdef'));
    const whole = await storage.download('news/1/a.png', asking(), headers);
    if (!whole || 'redirect' in whole) throw new Error('expected a stream');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': 16,
      'accept-ranges': 'bytes',
      ...{
        'cache-control': headers.cacheControl,
        'content-disposition': headers.contentDisposition,
      },
    });
    whole.stream?.destroy();
    const part = await storage.download('news/1/a.png', asking({ range: 'bytes=2-5' }), headers);
    if (!part || 'redirect' in part) throw new Error('expected a stream');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 2-5/16');
    expect(Buffer.concat(await (part.stream as Readable).toArray()).toString()).toBe('2345');
    const same = await storage.download('news/1/a.png', asking({ 'if-none-match': whole.headers.etag as string }), headers);
    expect(same).toMatchObject({ statusCode: 304 });
    expect(await storage.download('news/1/a.png', asking({ range: 'bytes=100-' }), headers)).toMatchObject({
      statusCode: 416,
      headers: { 'content-range': 'bytes */16' },
    });
    expect(await storage.download('news/1/none.png', asking(), headers)).toBeUndefined();
    const head = await storage.download(
      'news/1/a.png',
      { headers: { range: 'bytes=0-3' }, method: 'HEAD' } as unknown as IncomingMessage,
      headers,
    );
    expect(head).toMatchObject({ statusCode: 206, stream: undefined, headers: { 'content-length': 4, 'content-range': 'bytes 0-3/16' } });
  });

  it('answers a presigned GET instead of the bytes when asked to, with the download name', async () => {
    const storage = createS3Storage({ ...config, presign: true });
    await storage.write('news/2/b.pdf', Buffer.from('%PDF-1.4 body'));
    const answer = await storage.download('news/2/b.pdf', asking(), { ...headers, contentDisposition: 'inline; filename="9.pdf"' });
    if (!answer || !('redirect' in answer)) throw new Error('expected a redirect');
    expect(answer.redirect).toContain('X-Amz-Expires=300');
    const fetched = await fetch(answer.redirect, { headers: { range: 'bytes=0-3' } });
    expect(fetched.status).toBe(206);
    expect(fetched.headers.get('content-disposition')).toBe('inline; filename="9.pdf"');
    expect(await fetched.text()).toBe('%PDF');
  });

  it('sweeps staged objects and unfinished uploads older than the staging age, and nothing younger', async () => {
    const storage = createS3Storage(config);
    await storage.sweepStaging();
    const staged = await storage.stage('videos', 'mp4', Buffer.from('left by a killed process'));
    const client = createS3Client(config);
    const Key = 'portal/media/staging/killed-mid-upload.mp4';
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: config.bucket, Key }));
    await client.send(new UploadPartCommand({ Bucket: config.bucket, Key, UploadId, PartNumber: 1, Body: Buffer.alloc(MIB) }));
    expect(await storage.sweepStaging()).toBe(0);
    expect(await createS3Storage(config, later).sweepStaging()).toBe(2);
    expect(await storage.sizeOf(stagingOf(staged.relativePath))).toBeUndefined();
    await expect(staged.place()).rejects.toThrow();
    expect(await createS3Storage(config, later).sweepStaging()).toBe(0);
  });

  it('removes files under a folder written before a time, and single files', async () => {
    const storage = createS3Storage(config);
    await storage.write('exports/one/a.csv', Buffer.from('a'));
    expect(await storage.removeOlderThan('exports', new Date(Date.now() - 60_000))).toBe(0);
    expect(await storage.removeOlderThan('exports', new Date(Date.now() + 60_000))).toBe(1);
    await storage.write('logos/x.png', Buffer.from('x'));
    await storage.remove('logos/x.png');
    expect(await storage.sizeOf('logos/x.png')).toBeUndefined();
    await expect(storage.sizeOf('../x.png')).rejects.toThrow(/escapes/);
  });

  it('fails to start on a bucket that does not exist', async () => {
    const missing = createS3Storage({ ...config, bucket: 'no-such-bucket' });
    await expect(missing.init()).rejects.toThrow('the bucket of STORAGE_URL (s3://no-such-bucket) does not answer: HTTP 404');
  });

  it('keys files at the bucket root without a prefix', async () => {
    const storage = createS3Storage({
      ...config,
      prefix: '',
      credentials: { accessKeyId: S3RVER_KEYS.S3_ACCESS_KEY_ID, secretAccessKey: 'S3RVER' },
    });
    await storage.write('root.txt', Buffer.from('r'));
    expect(s3.requests.at(-1)).toMatch(/^PUT \/portal-test\/root\.txt/);
  });
});
