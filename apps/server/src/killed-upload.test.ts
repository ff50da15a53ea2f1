import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3StorageConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { videos } from './db/schema.ts';
import { seedReferenceData } from './db/seed.ts';
import { createS3Storage } from './lib/s3-storage.ts';
import { STAGING_MAX_AGE_MS } from './lib/storage.ts';
import { buildStaff, ENGLISH, mp4File, POLITICS } from './test/content-factories.ts';
import { PASSWORD } from './test/factories.ts';
import { deskForm, pngImage } from './test/http.ts';
import { type S3Server, startS3Server } from './test/s3-server.ts';
import { freePort, spawnPortal, untilListening } from './test/server-process.ts';

const MB = 1_048_576;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-killed-upload-'));
const dataDir = path.join(workDir, 'data');
let s3: S3Server;
let server: ChildProcess | undefined;
let staffEmail: string;

beforeAll(async () => {
  s3 = await startS3Server();
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    staffEmail = (await buildStaff(database.db)).email;
  } finally {
    await database.close();
  }
}, 60_000);
afterAll(async () => {
  server?.kill('SIGKILL');
  await s3?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const objectsUnder = async (prefix: string) => {
  const listed = await fetch(`${s3.endpoint}/${s3.bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}`);
  return [...(await listed.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1] as string);
};
const unfinishedUploads = async () =>
  (await (await fetch(`${s3.endpoint}/${s3.bucket}?uploads&prefix=media/`)).text()).match(/<Upload>/g) ?? [];

/** Sends `body` a megabyte at a time, asking `stopWhen` after each; the request is left hanging once it says so. */
async function sendUntil(port: number, headers: http.OutgoingHttpHeaders, body: Buffer, stopWhen: () => boolean) {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/videos',
    headers: { ...headers, 'content-length': body.length },
  });
  request.on('error', () => undefined);
  for (let sent = 0; sent < body.length && !stopWhen(); sent += MB) {
    if (!request.write(body.subarray(sent, sent + MB))) await once(request, 'drain');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return request;
}

describe('an instance killed (kill -9) while a video streams to the bucket', () => {
  it('leaves no row, and after the sweep no object and no unfinished upload', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const env = { ...s3.env('media'), DATA_DIR: dataDir, PORT: String(port), MAX_VIDEO_UPLOAD_MB: '64' };
    server = spawnPortal(env);
    await untilListening(server);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/v2/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: staffEmail, password: PASSWORD }),
    });
    const token = (await login.json()).data.access_token as string;
    const video = Buffer.concat([mp4File(), Buffer.alloc(40 * MB, 7)]);
    const form = await deskForm(
      { title: 'Landslide in Sindhupalchok', language_id: ENGLISH, category_ids: [POLITICS], description: '<p>Roads shut.</p>' },
      [
        { field: 'video', data: video, name: 'clip.mp4' },
        { field: 'poster', data: await pngImage(48), name: 'poster.png' },
      ],
    );

    const from = s3.requests.length;
    const partsSent = () => s3.requests.slice(from).filter((request) => /^PUT .*partNumber=/.test(request)).length;
    const hanging = await sendUntil(port, { ...form.headers, authorization: `Bearer ${token}` }, form.payload, () => partsSent() >= 2);
    expect(partsSent()).toBeGreaterThanOrEqual(2);
    const exited = once(server, 'exit');
    server.kill('SIGKILL');
    expect((await exited)[1]).toBe('SIGKILL');
    hanging.destroy();

    const database = await openDatabase({ dataDir });
    try {
      expect(await database.db.select().from(videos)).toEqual([]);
    } finally {
      await database.close();
    }
    expect(await objectsUnder('media/videos/')).toEqual([]);
    expect(await unfinishedUploads()).toHaveLength(1);

    const storageConfig = loadConfig(env).storage as S3StorageConfig;
    const anHourOn = () => new Date(Date.now() + STAGING_MAX_AGE_MS + 60_000);
    await createS3Storage(storageConfig, anHourOn).sweepStaging();
    expect(await unfinishedUploads()).toEqual([]);
    expect(await objectsUnder('media/')).toEqual([]);
  });
});
