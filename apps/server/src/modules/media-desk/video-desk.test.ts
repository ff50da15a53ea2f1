import fs from 'node:fs';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, messages, type VideoDeskDetail } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, ENGLISH, mp4File, POLITICS, signedInClient } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer, deskForm, type FilePart, pngImage } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const MINUTE = 60_000;
const MB = 1_048_576;
let t: TestApp;
let clock = Date.now();
let staff: Record<string, string>;
let client: Record<string, string>;
let poster: Buffer;

const video = (fields: Record<string, unknown> = {}) => ({
  title: 'Flood relief in Saptari',
  meta_description: 'Boats reach the villages.',
  description: '<p>Relief arrives.</p>',
  language_id: ENGLISH,
  category_ids: [POLITICS],
  duration_seconds: 12.5,
  ...fields,
});
/** An MP4 of `bytes` bytes: its first box, then padding. */
const mp4Of = (bytes: number) => Buffer.concat([mp4File(), Buffer.alloc(bytes - mp4File().length)]);
const files = (clip = mp4File()): FilePart[] => [
  { field: 'video', data: clip, name: 'clip.mp4' },
  { field: 'poster', data: poster, name: 'poster.png' },
];
const send = async (method: 'POST' | 'PUT', url: string, data: object, parts: FilePart[] = []) => {
  const body = await deskForm(data, parts);
  return t.app.inject({ method, url, headers: { ...staff, ...body.headers }, payload: body.payload });
};
const publish = async (fields: Record<string, unknown> = {}, parts = files()) => {
  const answer = await send('POST', '/api/v1/videos', video(fields), parts);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.id as number;
};
const detail = async (id: number) => (await t.app.inject({ url: `/api/v1/videos/${id}`, headers: staff })).json().data as VideoDeskDetail;
const clientList = async () =>
  ((await t.app.inject({ url: '/api/auth/v2/client/videos', headers: client })).json().data as { id: number }[]).map((item) => item.id);
const filesUnder = (folder: string) => {
  const full = path.join(t.config.mediaDir, folder);
  return fs.existsSync(full) ? fs.readdirSync(full).filter((name) => name !== 'thumbnails') : [];
};

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock), env: { MAX_VIDEO_UPLOAD_MB: '7' } });
  poster = await pngImage(48);
  const staffUser = await buildStaff(t.db);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staffUser.email, password: PASSWORD } });
  staff = bearer(login.json().data.access_token);
  client = (await signedInClient(t.app, t.db)).headers;
});
afterAll(async () => {
  await t.close();
});

describe('the videos desk (api/v1/videos)', () => {
  it('refuses every call to guests (401) and clients (403)', async () => {
    const calls = [
      { method: 'GET', url: '/api/v1/videos/all' },
      { method: 'GET', url: '/api/v1/videos/1' },
      { method: 'POST', url: '/api/v1/videos' },
      { method: 'PUT', url: '/api/v1/videos/1' },
      { method: 'POST', url: '/api/v1/videos/delete', payload: { delete_rows: [1] } },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: client })).statusCode, call.url).toBe(403);
    }
  });

  it('publishes a video with its poster and duration; clients see it with the poster as thumbnail', async () => {
    const id = await publish();
    const item = await detail(id);
    expect(item).toMatchObject({ title: 'Flood relief in Saptari', duration_seconds: 12.5, status: 'published' });
    expect(item.video?.extension).toBe('mp4');
    expect(item.poster?.aggregate_type).toBe('image');
    const seen = (await t.app.inject({ url: `/api/auth/v2/client/videos/detail/${id}`, headers: client })).json().data;
    expect(seen.thumbnail).not.toBeNull();
  });

  it('keeps a video scheduled for later out of the client list until its publish time', async () => {
    const id = await publish({ publish_at: new Date(clock + 30 * MINUTE).toISOString() });
    expect(await clientList()).not.toContain(id);
    clock += 40 * MINUTE;
    expect(await clientList()).toContain(id);
  });

  it('streams a video larger than the 5 MB form limit, and refuses one over MAX_VIDEO_UPLOAD_MB with 413 leaving no file', async () => {
    const before = filesUnder('videos');
    const id = await publish({}, files(mp4Of(6 * MB)));
    expect(6 * MB).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect((await detail(id)).video?.size).toBe(6 * MB);
    const saved = filesUnder('videos');

    const tooLarge = await send('POST', '/api/v1/videos', video(), files(mp4Of(8 * MB)));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(messages.videoTooLarge(7));
    expect(filesUnder('videos')).toEqual(saved);
    expect(saved.length).toBeGreaterThan(before.length);
    expect(fs.readdirSync(path.join(t.config.mediaDir, 'tmp'))).toEqual([]);
  });

  it('needs the video file; refuses a file that is not a video', async () => {
    const missing = await send('POST', '/api/v1/videos', video(), []);
    expect(missing.json().errors).toEqual({ video: [messages.videoFileRequired] });
    const notVideo = await send('POST', '/api/v1/videos', video(), [{ field: 'video', data: poster, name: 'clip.mp4' }]);
    expect(notVideo.statusCode).toBe(422);
    expect(notVideo.json().errors).toEqual({
      video: [messages.filesRefused(messages.filesRejected(1), [{ name: 'clip.mp4', reason: messages.fileNotVideo }])],
    });
    expect(fs.readdirSync(path.join(t.config.mediaDir, 'tmp'))).toEqual([]);
  });

  it('replaces the poster on edit (the old file deleted), unpublishes, and deletes', async () => {
    const id = await publish();
    const before = await detail(id);
    const edited = await send('PUT', `/api/v1/videos/${id}`, video({ title: 'Relief boats', status: 'unpublished' }), [
      { field: 'poster', data: await pngImage(30) },
    ]);
    expect(edited.json()).toEqual({ message: messages.videoUpdated });
    const after = await detail(id);
    expect(after).toMatchObject({ title: 'Relief boats', status: 'unpublished' });
    expect(after.video?.id).toBe(before.video?.id);
    expect(after.poster?.id).not.toBe(before.poster?.id);
    expect((await t.app.inject({ url: before.poster?.path as string })).statusCode).toBe(404);
    expect(await clientList()).not.toContain(id);
    const removed = await t.app.inject({ method: 'POST', url: '/api/v1/videos/delete', headers: staff, payload: { delete_rows: [id] } });
    expect(removed.json()).toEqual({ message: messages.videosDeleted });
    expect((await t.app.inject({ url: after.video?.path as string })).statusCode).toBe(404);
  });
});
