import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

type Context = {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  body: unknown;
  type: string;
  req: IncomingMessage;
};
type Middleware = (context: Context, next: () => Promise<void>) => Promise<void>;
type UploadsStore = { getResourcePath(bucket: string, key: string | undefined, resource: string): string };

/** s3rver's own credentials: it checks every signature, presigned URLs too. */
export const S3RVER_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * s3rver 3.7 answers neither ListMultipartUploads nor AbortMultipartUpload (the SDK's Upload aborts a
 * failed one, the sweep lists and aborts old ones); these two speak S3's protocol over s3rver's own
 * folder of unfinished uploads (`<bucket>/._S3rver_uploads/<id>/key`, the folder's time the start).
 */
function multipartUploadsShim(uploadsFolder: (bucket: string) => string): Middleware {
  return async (context, next) => {
    const [bucket = '', ...key] = context.path.split('/').filter(Boolean);
    if (context.method === 'GET' && key.length === 0 && 'uploads' in context.query) {
      const folder = uploadsFolder(bucket);
      const prefix = context.query.prefix ?? '';
      const uploads = (fs.existsSync(folder) ? fs.readdirSync(folder) : [])
        .map((id) => ({ id, key: fs.readFileSync(path.join(folder, id, 'key'), 'utf8'), at: fs.statSync(path.join(folder, id)).mtime }))
        .filter((upload) => upload.key.startsWith(prefix));
      context.type = 'application/xml';
      context.body = `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>${bucket}</Bucket><Prefix>${prefix}</Prefix><IsTruncated>false</IsTruncated>${uploads
        .map(
          (upload) =>
            `<Upload><Key>${upload.key}</Key><UploadId>${upload.id}</UploadId><Initiated>${upload.at.toISOString()}</Initiated></Upload>`,
        )
        .join('')}</ListMultipartUploadsResult>`;
      return;
    }
    if (context.method === 'DELETE' && key.length > 0 && context.query.uploadId) {
      fs.rmSync(path.join(uploadsFolder(bucket), path.basename(context.query.uploadId)), { recursive: true, force: true });
      context.status = 204;
      return;
    }
    await next();
  };
}

/** An s3rver on loopback with one empty bucket, and the requests it was sent (`METHOD /path?query`). */
export async function startS3Server(bucket = 'portal-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const requests: string[] = [];
  const store = (server as unknown as { store: UploadsStore }).store;
  const middleware = (server as unknown as { middleware: Middleware[] }).middleware;
  middleware.unshift(
    async (context, next) => {
      requests.push(`${context.method} ${context.req.url}`);
      await next();
    },
    multipartUploadsShim((name) => store.getResourcePath(name, undefined, 'uploads')),
  );
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    requests,
    /** The environment of a portal keeping its files in this bucket (under `prefix` when given). */
    env(prefix = ''): Record<string, string> {
      return {
        STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        ...S3RVER_KEYS,
      };
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
